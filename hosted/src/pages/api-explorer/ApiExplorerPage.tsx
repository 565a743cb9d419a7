import { Button, LoadingOverlay, Tabs } from '@pathcraft/widgets/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link } from '../../router.tsx';
import { adoptCss } from '../../styles.ts';
import explorerCss from './api-explorer.css';
import {
  curlSnippet,
  type Endpoint,
  endpointsOf,
  type ExplorerTab,
  failureLines,
  fetchSnippet,
  type FieldValues,
  type OpenApiDocument,
  problemsOf,
  requestUrl,
  responseSchemaOf,
} from './explorer-model.ts';
import { text } from './api-explorer.messages.ts';
import { OPENAPI_URL, useOpenApi } from './use-openapi.ts';

adoptCss('api-explorer', explorerCss);

/** The key stays in this tab's session only: gone when the tab closes, never in localStorage or a cookie. */
const KEY_STORAGE = 'pathcraft.apiExplorer.key';

const readKey = () => {
  try {
    return sessionStorage.getItem(KEY_STORAGE) ?? '';
  } catch {
    return '';
  }
};

interface RunResult {
  status: number | null;
  ms: number;
  body: string | null;
  failure: string[] | null;
}

/** /api: the API explorer for API developers (docs/rules.md#content-api-and-explorer), built from /v1/openapi.json. */
export default function ApiExplorerPage() {
  const { doc, error } = useOpenApi();
  useEffect(() => {
    document.title = text.explorer.title;
  }, []);
  return (
    <main className="hosted-page api-explorer">
      <h1>{text.explorer.title}</h1>
      <p className="muted">
        {text.explorer.intro} <Link to="/api/reference">{text.explorer.fullReference}</Link> ·{' '}
        <a href={OPENAPI_URL}>{text.explorer.openApiDocument}</a>
      </p>
      {error ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {error}
        </p>
      ) : doc ? (
        <Explorer doc={doc} />
      ) : (
        <LoadingOverlay mode="inline" />
      )}
    </main>
  );
}

function Explorer({ doc }: { doc: OpenApiDocument }) {
  const [apiKey, setApiKey] = useState(readKey);
  const [tab, setTab] = useState<ExplorerTab>('content');
  const [endpointId, setEndpointId] = useState<Record<ExplorerTab, string>>({ content: '', actions: '' });
  const [values, setValues] = useState<Record<string, FieldValues>>({});
  const [result, setResult] = useState<RunResult | null>(null);
  const [running, setRunning] = useState(false);
  const [tried, setTried] = useState(false);

  const endpoints = useMemo(
    () => ({ content: endpointsOf(doc, 'content'), actions: endpointsOf(doc, 'actions') }),
    [doc],
  );
  const endpoint = endpoints[tab].find((e) => e.id === endpointId[tab]) ?? null;
  const fieldValues = (endpoint && values[endpoint.path]) ?? {};
  const problems = problemsOf(apiKey, endpoint, fieldValues);
  const url = endpoint ? requestUrl(window.location.origin, endpoint, fieldValues) : null;

  const saveKey = (key: string) => {
    setApiKey(key);
    try {
      if (key) sessionStorage.setItem(KEY_STORAGE, key);
      else sessionStorage.removeItem(KEY_STORAGE);
    } catch {
      // Storage refused (private mode): the key lives in this page only.
    }
  };

  const run = async () => {
    setTried(true);
    if (problems || !endpoint || !url) return;
    setRunning(true);
    const started = performance.now();
    try {
      const res = await fetch(url, { headers: { 'x-api-key': apiKey.trim() } });
      const raw = await res.text();
      const ms = Math.round(performance.now() - started);
      let json: unknown = null;
      try {
        json = JSON.parse(raw);
      } catch {
        json = null;
      }
      const message = (json as { error?: { message?: string } } | null)?.error?.message ?? null;
      setResult({
        status: res.status,
        ms,
        body: json === null ? raw : JSON.stringify(json, null, 2),
        failure: res.ok ? null : failureLines(res.status, message),
      });
    } catch (err) {
      setResult({
        status: null,
        ms: Math.round(performance.now() - started),
        body: null,
        failure: failureLines(null, (err as Error).message),
      });
    } finally {
      setRunning(false);
    }
  };

  const panel = (which: ExplorerTab) => (
    <div className="api-explorer__form">
      <div className="pc-field">
        <label htmlFor={`endpoint-${which}`}>{text.explorer.endpoint}</label>
        <select
          id={`endpoint-${which}`}
          value={endpointId[which]}
          onChange={(e) => {
            setEndpointId({ ...endpointId, [which]: e.target.value });
            setResult(null);
          }}
        >
          <option value="">{text.explorer.chooseEndpoint}</option>
          {endpoints[which].map((e) => (
            <option key={e.id} value={e.id}>
              {text.explorer.endpointOption(e.path)}
            </option>
          ))}
        </select>
      </div>
      {endpoint && which === tab ? (
        <Fields
          endpoint={endpoint}
          values={fieldValues}
          problems={tried ? problems : null}
          onChange={(v) => setValues({ ...values, [endpoint.path]: v })}
        />
      ) : null}
    </div>
  );

  return (
    <div className="api-explorer__layout">
      <section aria-labelledby="request-heading" className="api-explorer__request">
        <h2 id="request-heading">{text.explorer.request}</h2>
        <div className="pc-field">
          <label htmlFor="api-key">{text.explorer.apiKey}</label>
          <input
            id="api-key"
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={apiKey}
            onChange={(e) => saveKey(e.target.value)}
            placeholder={text.explorer.keyPlaceholder}
            aria-describedby="api-key-hint"
          />
          <span id="api-key-hint" className="api-explorer__hint">
            {text.explorer.keyHint}
          </span>
        </div>
        <Tabs
          label={text.explorer.endpoints}
          selected={tab}
          onSelect={(id) => {
            setTab(id as ExplorerTab);
            setResult(null);
          }}
          tabs={[
            { id: 'content', label: text.explorer.content, content: panel('content') },
            { id: 'actions', label: text.explorer.actions, content: panel('actions') },
          ]}
        />
        {tried && problems?.[''] ? (
          <p className="pc-alert pc-alert--error" role="alert">
            {problems['']}
          </p>
        ) : null}
        <Button
          variant="primary"
          onClick={run}
          disabled={running}
          aria-describedby={!apiKey.trim() || !endpoint ? 'run-needs' : undefined}
        >
          {running ? text.explorer.running : text.explorer.run}
        </Button>
        {!apiKey.trim() || !endpoint ? (
          <span id="run-needs" className="api-explorer__hint">
            {text.explorer.runNeeds}
          </span>
        ) : null}
      </section>

      <section aria-labelledby="response-heading" className="api-explorer__response">
        <h2 id="response-heading">{text.explorer.response}</h2>
        <div aria-live="polite" data-testid="response-panel">
          {result ? (
            <>
              <p className="api-explorer__status" data-testid="response-status">
                {text.explorer.statusLine(result.status, result.ms)}
              </p>
              {result.failure?.map((line) => (
                <p key={line} className="pc-alert pc-alert--error">
                  {line}
                </p>
              ))}
              {result.body ? (
                <pre
                  className="api-explorer__code"
                  role="region"
                  tabIndex={0}
                  aria-label={text.explorer.responseBody}
                  data-testid="response-body"
                >
                  {result.body}
                </pre>
              ) : null}
            </>
          ) : (
            <p className="muted">{text.explorer.noRunYet}</p>
          )}
        </div>
      </section>

      {endpoint && url ? <Examples endpoint={endpoint} url={url} doc={doc} /> : null}
    </div>
  );
}

function Fields({
  endpoint,
  values,
  problems,
  onChange,
}: {
  endpoint: Endpoint;
  values: FieldValues;
  problems: Record<string, string> | null;
  onChange: (v: FieldValues) => void;
}) {
  return (
    <fieldset className="api-explorer__fields">
      <legend>{text.explorer.parameters}</legend>
      {endpoint.fields.map((field) => {
        const id = `param-${endpoint.id}-${field.name}`;
        const problem = problems?.[field.name];
        return (
          <div key={field.name} className="pc-field">
            <label htmlFor={id}>
              <code>{field.name}</code>
            </label>
            <input
              id={id}
              type={field.type === 'string' ? 'text' : 'number'}
              min={field.min}
              max={field.max}
              inputMode={field.type === 'string' ? undefined : 'numeric'}
              placeholder={field.defaultValue ?? ''}
              value={values[field.name] ?? ''}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-hint`}
              onChange={(e) => onChange({ ...values, [field.name]: e.target.value })}
            />
            <span id={`${id}-hint`} className={problem ? 'api-explorer__problem' : 'api-explorer__hint'}>
              {problem ??
                [
                  field.description,
                  field.defaultValue && !field.description.includes('Default')
                    ? text.explorer.defaultValue(field.defaultValue)
                    : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}

function Examples({ endpoint, url, doc }: { endpoint: Endpoint; url: string; doc: OpenApiDocument }) {
  const schema = useMemo(() => JSON.stringify(responseSchemaOf(endpoint.operation, doc), null, 2), [endpoint, doc]);
  return (
    <section aria-labelledby="examples-heading" className="api-explorer__examples">
      <h2 id="examples-heading">{text.explorer.examples}</h2>
      <h3>{text.explorer.fetch}</h3>
      <pre
        className="api-explorer__code"
        role="region"
        tabIndex={0}
        aria-label={text.explorer.fetchExample}
        data-testid="fetch-snippet"
      >
        {fetchSnippet(url)}
      </pre>
      <h3>{text.explorer.curl}</h3>
      <pre
        className="api-explorer__code"
        role="region"
        tabIndex={0}
        aria-label={text.explorer.curlExample}
        data-testid="curl-snippet"
      >
        {curlSnippet(url)}
      </pre>
      <h3>{text.explorer.filterSyntax}</h3>
      <ul className="api-explorer__filters">
        {text.explorer.filterExamples.map((f) => (
          <li key={f.query}>
            <code>{f.query}</code> — {f.meaning}
          </li>
        ))}
      </ul>
      <h3>{text.explorer.responseSchema}</h3>
      <pre
        className="api-explorer__code"
        role="region"
        tabIndex={0}
        aria-label={text.explorer.responseSchema}
        data-testid="response-schema"
      >
        {schema}
      </pre>
    </section>
  );
}

import { LoadingOverlay } from '@pathcraft/widgets/ui';
import { useEffect, useMemo } from 'react';
import { Link } from '../../router.tsx';
import { adoptCss } from '../../styles.ts';
import explorerCss from './api-explorer.css';
import { type OpenApiDocument, type OpenApiOperation, resolveRefs } from './explorer-model.ts';
import { text } from './api-explorer.messages.ts';
import { OPENAPI_URL, useOpenApi } from './use-openapi.ts';

adoptCss('api-explorer', explorerCss);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Op {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

/** /api/reference: every route of the platform, rendered from the same OpenAPI document as the explorer. */
export default function ApiReferencePage() {
  const { doc, error } = useOpenApi();
  useEffect(() => {
    document.title = text.reference.title;
  }, []);
  return (
    <main className="hosted-page api-explorer api-reference">
      <h1>{text.reference.title}</h1>
      <p className="muted">
        <Link to="/api">{text.reference.explorer}</Link> · <a href={OPENAPI_URL}>{text.reference.openApiDocument}</a>
      </p>
      {error ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {error}
        </p>
      ) : doc ? (
        <Reference doc={doc} />
      ) : (
        <LoadingOverlay mode="inline" />
      )}
    </main>
  );
}

function Reference({ doc }: { doc: OpenApiDocument }) {
  const groups = useMemo(() => {
    const byTag = new Map<string, Op[]>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const tag = operation.tags?.[0] ?? text.reference.otherTag;
        byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
      }
    }
    return [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [doc]);
  return (
    <>
      <div className="api-reference__intro">
        {(doc.info.description ?? '').split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph}>{inlineMarkdown(paragraph)}</p>
        ))}
      </div>
      <nav aria-label={text.reference.areas}>
        <ul className="api-explorer__filters">
          {groups.map(([tag, ops]) => (
            <li key={tag}>
              <a href={`#tag-${tag}`}>{tag}</a> ({ops.length})
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(([tag, ops]) => (
        <section key={tag} aria-labelledby={`tag-${tag}`}>
          <h2 id={`tag-${tag}`}>{tag}</h2>
          {ops.map((op) => (
            <Operation key={`${op.method} ${op.path}`} op={op} doc={doc} />
          ))}
        </section>
      ))}
    </>
  );
}

/** The description's **bold** and `code`: all the markdown the document uses. */
function inlineMarkdown(source: string) {
  return source.split(/(\*\*[^*]+\*\*|`[^`]+`)/).map((part, i) =>
    part.startsWith('**') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed text, in order
      <strong key={i}>{part.slice(2, -2)}</strong>
    ) : part.startsWith('`') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed text, in order
      <code key={i}>{part.slice(1, -1)}</code>
    ) : (
      part
    ),
  );
}

function Operation({ op, doc }: { op: Op; doc: OpenApiDocument }) {
  const { operation } = op;
  const t = text.reference;
  const auth = operation.security?.length
    ? operation.security
        .map(
          (s) =>
            Object.keys(s)
              .map((k) => t.authLabels[k] ?? k)
              .join(t.authBoth) || t.authNone,
        )
        .join(t.authEither)
    : t.authPublic;
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const ok = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
  const okSchema = ok?.[1].content?.['application/json']?.schema;
  const errors = Object.keys(operation.responses ?? {}).filter((s) => !s.startsWith('2'));
  return (
    <article className="api-reference__op">
      <h3>
        <span className="api-reference__method">{op.method}</span> <code>{op.path}</code>
      </h3>
      <p>{operation.summary}</p>
      {operation.description ? <p className="muted">{operation.description}</p> : null}
      <p>
        <strong>{t.authentication}</strong> {auth}
      </p>
      {operation.parameters?.length ? (
        <table>
          <caption className="api-explorer__hint">{t.parameters}</caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.in}</th>
              <th scope="col">{t.type}</th>
              <th scope="col">{t.description}</th>
            </tr>
          </thead>
          <tbody>
            {operation.parameters.map((p) => (
              <tr key={`${p.in}-${p.name}`}>
                <td>
                  <code>{p.name}</code>
                  {p.required ? t.required : ''}
                </td>
                <td>{p.in}</td>
                <td>
                  {[
                    p.schema?.type,
                    p.schema?.minimum !== undefined ? `≥ ${p.schema.minimum}` : '',
                    p.schema?.maximum !== undefined ? `≤ ${p.schema.maximum}` : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                </td>
                <td>
                  {[p.description, p.schema?.default !== undefined ? t.defaultValue(String(p.schema.default)) : '']
                    .filter(Boolean)
                    .join(' ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {body ? <Schema title={t.requestBody} schema={body} doc={doc} /> : null}
      {ok ? <Schema title={t.answer(ok[0])} schema={okSchema ?? { description: ok[1].description }} doc={doc} /> : null}
      {errors.length ? (
        <p className="api-explorer__hint">
          {t.errorsAs(errors.join(', '))}
          <code>{t.errorShape}</code>
        </p>
      ) : null}
    </article>
  );
}

function Schema({ title, schema, doc }: { title: string; schema: unknown; doc: OpenApiDocument }) {
  return (
    <details>
      <summary>{title}</summary>
      <pre className="api-explorer__code" role="region" tabIndex={0} aria-label={title}>
        {JSON.stringify(resolveRefs(schema, doc), null, 2)}
      </pre>
    </details>
  );
}

import { fileKind, type MaterialFile, type MaterialView } from '@pathcraft/sdk';
import { FileTable } from './FileTable.tsx';
import { text as T } from './materials.messages.ts';

const absolute = (url: string | null, base: string) =>
  url?.startsWith('/') && !url.startsWith('//') ? base + url : url;

export interface MaterialReadViewProps {
  view: MaterialView;
  base: string;
  onDeleteFile: (file: MaterialFile) => Promise<void>;
}

/** The read view (docs/rules.md#materials-and-files): the body (sanitized by the server), audio players with their transcripts, the files and the author. */
export function MaterialReadView({ view, base, onDeleteFile }: MaterialReadViewProps) {
  const audio = view.files.filter((f) => fileKind(f.type, f.name) === 'audio');
  const { author } = view;
  return (
    <div className="pc-msheet__read">
      {view.material.body ? (
        <div className="pc-material__body" dangerouslySetInnerHTML={{ __html: view.material.body }} />
      ) : null}
      {audio.map((file) => (
        <figure key={file.id} className="pc-msheet__audio">
          <figcaption>{file.name}</figcaption>
          <audio controls preload="metadata" src={absolute(file.url, base)!} aria-label={file.name} />
          {file.transcript ? (
            <details className="pc-msheet__transcript">
              <summary>{T.transcript}</summary>
              <p>{file.transcript}</p>
            </details>
          ) : null}
        </figure>
      ))}
      {view.files.length ? (
        <FileTable files={view.files} canDelete={view.canDeleteFiles} onDelete={onDeleteFile} base={base} />
      ) : null}
      {author ? (
        <section className="pc-msheet__author" aria-label={T.author}>
          <p className="pc-msheet__author-label">{T.author}</p>
          <div className="pc-msheet__author-card">
            {author.picture ? (
              <img
                className="pc-msheet__author-picture"
                src={absolute(author.picture, base)!}
                alt=""
                width={48}
                height={48}
              />
            ) : null}
            <div>
              <p className="pc-msheet__author-name">{author.name}</p>
              {author.title ? <p className="pc-msheet__author-title">{author.title}</p> : null}
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}

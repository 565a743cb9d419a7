/** The most a note holds: the progress schema's limit (sdk progress.schema.ts, 'A note has at most 2000 characters.'). */
const NOTE_MAX = 2000;

export interface NoteFieldProps {
  label: string;
  value: string;
  onChange: (note: string) => void;
}

/** The note of a progress form, the week's log or a related-instruction entry: two rows, up to 2,000 characters. */
export function NoteField({ label, value, onChange }: NoteFieldProps) {
  return (
    <label className="pc-field">
      <span className="pc-field__label">{label}</span>
      <textarea
        className="pc-input"
        rows={2}
        maxLength={NOTE_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

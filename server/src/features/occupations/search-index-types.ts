/** What the SQLite and PostgreSQL search indexes share: their interface and the trigram rule (search-index.ts picks one). */
export interface Term {
  word: string;
  alternatives: string[];
  /** The last word while typing, when no title has it as a whole word: matches the words it begins as much. */
  fragment?: boolean;
}

export interface TitleRow {
  code: string;
  title: string;
  kind: string;
  sources: number;
}

export interface CertificationHit {
  id: number;
  name: string;
  acronym: string | null;
  organization: string | null;
  type: string;
}

/** How the query's words combine: every term (AND) or any (OR); `prefix`: the last word may begin a longer one. */
export interface MatchOptions {
  join: 'AND' | 'OR';
  prefix: boolean;
}

export interface SearchIndex {
  /** Titles holding the terms, the best-matching 500 (word frequency and title length). */
  titles(terms: Term[], options: MatchOptions): Promise<TitleRow[]>;
  /** Occupations whose title, other titles or description hold every term, best first. */
  described(terms: Term[], limit: number): Promise<string[]>;
  /** Certifications holding the terms, best first: name and acronym weigh most, then keywords, organization, description. */
  certifications(terms: Term[], options: MatchOptions, limit: number): Promise<CertificationHit[]>;
  /** `certifications` of several queries at once (one statement on PostgreSQL: each is a round trip), in their order. */
  certificationsEach(queries: Term[][], options: MatchOptions, limit: number): Promise<CertificationHit[][]>;
  /** Some title has this word. */
  knownWord(word: string): Promise<boolean>;
  /** Some title word begins with this one. */
  wordBegun(word: string): Promise<boolean>;
  /** Title words sharing trigrams with this one, the closest 60 first, with how many titles use them. */
  wordCandidates(word: string): Promise<{ word: string; freq: number }[]>;
}

/** The word's trigrams (no padding, as FTS5's trigram tokenizer makes them). */
export function trigrams(word: string): string[] {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= word.length; i++) grams.add(word.slice(i, i + 3));
  return [...grams];
}

export type LogLevel = 'silent' | 'error' | 'info' | 'debug';
export interface Logger {
  error(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  debug(msg: string, data?: Record<string, unknown>): void;
}

// Keys whose values never reach the log, whatever the caller passes.
const SECRET_KEYS = /pass|secret|token|ssn|key|code|authorization|cookie|signature/i;

function redact(data: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!data) return undefined;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : v]));
}

export function createLogger(level: LogLevel): Logger {
  const rank = { silent: 0, error: 1, info: 2, debug: 3 }[level];
  const write = (lvl: string, msg: string, data?: Record<string, unknown>) => {
    const line = JSON.stringify({ t: new Date().toISOString(), lvl, msg, ...redact(data) });
    (lvl === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    error: (m, d) => rank >= 1 && write('error', m, d),
    info: (m, d) => rank >= 2 && write('info', m, d),
    debug: (m, d) => rank >= 3 && write('debug', m, d),
  };
}

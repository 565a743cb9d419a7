import { cx } from '../lib/cx.ts';
import { text as messages } from './ui.messages.ts';

/** Decorative unless given a label; LoadingOverlay carries the text. */
export function Spinner({ size = 'md', label }: { size?: 'md' | 'lg'; label?: string }) {
  return (
    <span
      className={cx('pc-spinner', size === 'lg' && 'pc-spinner--lg')}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

export interface LoadingOverlayProps {
  text?: string;
  /** 'inline' fills its place, 'overlay' covers the nearest positioned parent, 'full' the whole page. */
  mode?: 'inline' | 'overlay' | 'full';
}

export function LoadingOverlay({ text = messages.loading, mode = 'overlay' }: LoadingOverlayProps) {
  return (
    <div className={cx('pc-loading', mode !== 'inline' && `pc-loading--${mode}`)} role="status" aria-live="polite">
      <Spinner size={mode === 'full' ? 'lg' : 'md'} />
      <span>{text}</span>
    </div>
  );
}

/** The full-page loading screen: a spinner with text, 'Loading' by default. */
export function LoadingScreen({ text = messages.loading }: { text?: string }) {
  return <LoadingOverlay text={text} mode="full" />;
}

import { useNotice } from '../hooks/use-notice';

/** Shows the lobby notice, announced to screen readers. */
export function Notice() {
  const text = useNotice((s) => s.text);
  return (
    <div className="lb-notice" role="status" aria-live="polite" data-testid="lobby-notice">
      {text ? <span>{text}</span> : null}
    </div>
  );
}

import { useT } from '../../i18n/use-t';

/** The visible pause/play button of a moving block, named after what it moves in both languages. */
export function MotionToggle({ paused, onToggle, what, testId }: { paused: boolean; onToggle: () => void; what: string; testId: string }) {
  const { t } = useT();
  return (
    <button
      type="button"
      className="lb-motion-toggle"
      aria-label={t(paused ? 'motion.play' : 'motion.pause', { what })}
      onClick={onToggle}
      data-testid={testId}
      data-paused={paused}
    >
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={paused ? 'M7 4v16l13-8z' : 'M6 4h4v16H6zm8 0h4v16h-4z'} />
      </svg>
    </button>
  );
}

import { BreakForm } from './break-form';

/** Take a break (time-out): 24 hours, 7 days, 30 days or 6 weeks. */
export function TakeBreakPage() {
  return (
    <div data-testid="page-TakeBreak">
      <BreakForm kind="timeout" />
    </div>
  );
}

/** Self-exclusion: 6 months, 1 year or 5 years; reopened only by the operator on request after the term. */
export function SelfExclusionPage() {
  return (
    <div data-testid="page-SelfExclusion">
      <BreakForm kind="exclusion" />
    </div>
  );
}

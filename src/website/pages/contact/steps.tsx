import { CONTACT } from '../../strings';

/** 入力 → 確認 → 完了, the current one marked. */
export function Steps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className="site-steps" aria-label={CONTACT.stepsLabel}>
      {CONTACT.steps.map((label, i) => (
        <li
          key={label}
          className={
            i === current ? 'is-current' : i < current ? 'is-done' : ''
          }
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="site-step-no">{i + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  );
}

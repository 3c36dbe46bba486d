import { T } from '../strings';

/** Previous / page numbers / next, for list pages. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  return (
    <nav className="site-pager" aria-label={T.pager}>
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {T.prevPage}
      </button>
      {numbers.map((n, i) => (
        <span key={n} className="site-pager-item">
          {i > 0 && n - numbers[i - 1] > 1 && (
            <span className="site-pager-gap">…</span>
          )}
          <button
            type="button"
            aria-current={n === page ? 'page' : undefined}
            aria-label={`${n}${T.page}`}
            onClick={() => onChange(n)}
          >
            {n}
          </button>
        </span>
      ))}
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {T.nextPage}
      </button>
    </nav>
  );
}

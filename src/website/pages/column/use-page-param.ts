import { useSearchParams } from 'react-router-dom';

/** The list page number in the URL (`?p=2`), so reloads and links keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('p') ?? '';
  const page = /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const setPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next <= 1) copy.delete('p');
    else copy.set('p', String(next));
    setParams(copy);
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}

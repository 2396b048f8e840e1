// The previous / next pager of My Page's own lists (what a member watches, their bookmarks): the page in words
// names the navigation and stands between the two buttons; shown only when there is more than one page.
type Props = {
  page: number;
  totalPages: number;
  /** "Page 2 of 5 (93)", in the page's language. */
  label: string;
  previous: string;
  next: string;
  onPage: (page: number) => void;
  className: string;
};

export function PrevNextPager({ page, totalPages, label, previous, next, onPage, className }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className={className} aria-label={label}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </button>
      <span>{label}</span>
      <button type="button" className="button button--secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {next}
      </button>
    </nav>
  );
}

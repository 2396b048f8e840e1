// The header box's suggestions (islands/search/suggest.ts, issue 31): their script is fetched the first time
// the box is focused, so a page that is only read pays for nothing but these lines.
export function suggestOnFocus(): void {
  const input = document.getElementById('site-search-keyword');
  if (!(input instanceof HTMLInputElement)) return;
  input.addEventListener(
    'focus',
    () => {
      const form = input.form;
      if (form)
        void import('../islands/search/suggest.ts').then(
          (suggest) => suggest.startSuggestions(form, input),
          () => undefined,
        );
    },
    { once: true },
  );
}

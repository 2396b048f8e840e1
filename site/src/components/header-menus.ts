// The header's drop-down menus (Header.astro, HelpMenu.astro: <details data-dropdown>): an open menu
// closes on a click elsewhere and on Escape, and the focus goes back to its button. Started by
// BaseLayout's page script.

const openMenus = () => document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]');

export function closeMenusFromOutside(): void {
  document.addEventListener('click', (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      const hadFocus = menu.contains(document.activeElement);
      menu.open = false;
      if (hadFocus) menu.querySelector('summary')?.focus();
    }
  });
}

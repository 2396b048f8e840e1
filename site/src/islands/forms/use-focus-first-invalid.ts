// After a refused submit, the first field marked invalid (in page order) takes the focus (portal spec §5).
import { useEffect, useRef } from 'react';

/** Give `formRef` to the form and call `onInvalid` when a submit is refused. */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (target) {
      pending.current = false;
      target.focus();
    }
  });
  return {
    formRef,
    onInvalid: () => {
      pending.current = true;
    },
  };
}

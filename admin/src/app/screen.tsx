import { Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { wantsHeadingFocus } from '../lib/heading-focus.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/** A console screen: its one h1, which also names the document and takes the focus when the way here asked. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const state: unknown = useLocation().state;
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = wantsHeadingFocus(state);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} ref={heading} tabIndex={focus ? -1 : undefined}>
        {title}
      </Typography.Title>
      {children}
    </>
  );
}

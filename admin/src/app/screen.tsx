import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title.ts';

/** A console screen: its one h1, which also names the document. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </>
  );
}

import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One part of the System screen: a card named by its heading (h2 under the screen's h1), a region of the page. */
export function SystemSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <Typography.Title level={2} id={`${id}-title`} style={{ fontSize: 18, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </section>
  );
}

import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** A list screen's top row: the filters at the start, the screen's buttons (add, export) at the end, wrapping on a narrow screen. */
export function ListBar({ children }: { children: ReactNode }) {
  return (
    <Flex justify="space-between" align="flex-start" wrap gap={12}>
      {children}
    </Flex>
  );
}

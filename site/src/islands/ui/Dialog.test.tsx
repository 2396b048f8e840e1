import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pickMessages } from '#core/i18n/translate.ts';
import { Dialog, dialogMessageKeys } from './Dialog.tsx';

const noop = () => undefined;

describe('Dialog', () => {
  it('renders a modal labelled by its title, with the body and OK and Cancel (confirm)', () => {
    const html = renderToStaticMarkup(
      <Dialog
        open={false}
        title="Delete the model?"
        body="This cannot be undone."
        messages={pickMessages('en', dialogMessageKeys)}
        onOk={noop}
        onCancel={noop}
      />,
    );
    expect(html).toMatch(/^<dialog /);
    const titleId = /<h2 id="([^"]+)"/.exec(html)?.[1];
    expect(titleId).toBeTruthy();
    expect(html).toContain(`aria-labelledby="${titleId}"`);
    expect(html).toContain('>Delete the model?</h2>');
    expect(html).toContain('This cannot be undone.');
    expect(html.match(/<button /g)).toHaveLength(2);
    expect(html).toContain('>Cancel</button>');
    expect(html).toContain('>OK</button>');
  });

  it('shows only OK for the alert type, in the given language', () => {
    const html = renderToStaticMarkup(
      <Dialog open={false} type="alert" title="안내" body="저장되었습니다." messages={pickMessages('ko', dialogMessageKeys)} onOk={noop} />,
    );
    expect(html).toContain('>안내</h2>');
    expect(html).toContain('저장되었습니다.');
    expect(html.match(/<button /g)).toHaveLength(1);
    expect(html).toContain('>확인</button>');
    expect(html).not.toContain('>취소</button>');
  });
});

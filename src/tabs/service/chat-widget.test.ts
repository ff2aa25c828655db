// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { guestChatInfo } from '../../lib/stores/session-store';
import { loadChatWidget } from './chat-widget';

describe('chat widget loader', () => {
  it('adds the script only when asked, with the chat identity, and allows a retry after a failure', async () => {
    const doc = document.implementation.createHTMLDocument('chat');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    // Record each script as it is added and refuse it there, synchronously, as a browser may. Left to itself
    // the test browser would refuse it too, but with an error on the console.
    const added: HTMLScriptElement[] = [];
    const append = doc.head.append.bind(doc.head);
    doc.head.append = (...nodes) => {
      append(...nodes.filter((node) => !(node instanceof HTMLScriptElement)));
      for (const node of nodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        added.push(node);
        node.dispatchEvent(new Event('error'));
      }
    };
    const info = guestChatInfo('tw');
    const first = loadChatWidget('https://chat.example/widget.js', info, doc);
    expect(
      await first.then(
        () => 'loaded',
        () => 'failed',
      ),
    ).toBe('failed');
    const scripts = added;
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('https://chat.example/widget.js');
    expect(JSON.parse(scripts[0]!.dataset.chatInfo ?? '{}')).toMatchObject({
      userType: 1,
      userName: 'guest',
      lang: 'tw',
    });
    expect(window.quaysideChat?.chatInfo.userName).toBe('guest');
    const retry = loadChatWidget('https://chat.example/widget.js', info, doc);
    expect(
      await retry.then(
        () => 'loaded',
        () => 'failed',
      ),
    ).toBe('failed');
    expect(added).toHaveLength(2);
  });
});

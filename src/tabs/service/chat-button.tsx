import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { quoteConfigQuery } from '../../lib/queries/config-queries';
import { chatInfo } from '../../lib/stores/session-store';
import { Icon } from '../../ui/icon';
import { chatbubblesOutline } from '../../ui/icons/chatbubbles-outline';
import { loadChatWidget } from './chat-widget';
import { ContactDetails } from './contact-details';

type ChatState = 'idle' | 'loading' | 'open' | 'failed' | 'unavailable';

/**
 * "Chat with us": the widget script is fetched only when tapped. Without a configured chat service (or if
 * it fails to load) the contact details take its place, so the tap always leads somewhere useful.
 */
export function ChatButton() {
  const address = useQuery(quoteConfigQuery()).data?.chatAddress ?? '';
  const [state, setState] = useState<ChatState>('idle');
  const contactRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (state === 'unavailable' || state === 'failed') contactRef.current?.focus();
  }, [state]);

  const open = async () => {
    if (!address) {
      setState('unavailable');
      return;
    }
    setState('loading');
    try {
      await loadChatWidget(address, chatInfo());
      setState('open');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="chat-entry" data-testid="chat-entry">
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => void open()}
        disabled={state === 'loading'}
        data-testid="chat-button"
      >
        <Icon icon={chatbubblesOutline} aria-hidden="true" />
        {state === 'loading' ? <Trans>Opening chat…</Trans> : <Trans>Chat with us</Trans>}
      </button>
      <p className="chat-entry__status muted" role="status">
        {state === 'open' ? <Trans>Chat is open in the corner of your screen.</Trans> : null}
        {state === 'unavailable' ? (
          <Trans>Online chat is not available at the moment. You can reach us on the details below.</Trans>
        ) : null}
        {state === 'failed' ? (
          <Trans>The chat could not be opened. Please try again later or use the details below.</Trans>
        ) : null}
      </p>
      {state === 'unavailable' || state === 'failed' ? (
        <ContactDetails ref={contactRef} titleId="chat-contact" />
      ) : null}
    </div>
  );
}

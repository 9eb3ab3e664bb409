// « Liste d'attente » (over the waitlist's staff API): the people waiting, removing one,
// offering a slot by hand, and the offers with each invitation's state. What an action did is
// said in the page's status line.
import { usePrefetchQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'shared-ui/Button';
import { PageFrame } from 'shared-ui/PageFrame';
import { servicesQueryOptions } from '../api/services';
import { OfferSlotDialog } from './OfferSlotDialog';
import { SlotOffersList } from './SlotOffersList';
import { WaitlistEntries } from './WaitlistEntries';
import { waitlistText as text } from './waitlist-text';
import './follow-up.css';

export function WaitlistPage() {
  const [status, setStatus] = useState('');
  const [offering, setOffering] = useState(false);
  // The offer dialog opens on its service list, its focus on it: have the list ready by then.
  usePrefetchQuery(servicesQueryOptions());
  return (
    <PageFrame title={text.title}>
      <p>{text.intro}</p>
      <div className="follow-up-toolbar">
        <Button
          onClick={() => {
            setStatus('');
            setOffering(true);
          }}
        >
          {text.offer}
        </Button>
      </div>
      <p className="follow-up-status" role="status">
        {status}
      </p>
      <WaitlistEntries onRemoved={(entry) => setStatus(text.removed(entry.fullName))} />
      <SlotOffersList />
      <OfferSlotDialog
        open={offering}
        onClose={() => setOffering(false)}
        onOffered={(invited) => {
          setOffering(false);
          setStatus(text.offered(invited));
        }}
      />
    </PageFrame>
  );
}

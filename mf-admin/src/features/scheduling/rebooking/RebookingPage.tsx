// « Re-réservation » (over the rebooking staff API): create a rebooking request (a patient,
// the appointment it replaces if any, a reason, 1 to 6 free slots, how long the link stays open)
// and follow the answers. What was sent is said in the page's status line.
import { usePrefetchQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'shared-ui/Button';
import { PageFrame } from 'shared-ui/PageFrame';
import { servicesQueryOptions } from '../api/services';
import { NewRebookingDialog } from './NewRebookingDialog';
import { RebookingRequestList } from './RebookingRequestList';
import { rebookingText as text } from './rebooking-text';
import '../waitlist/follow-up.css';

export function RebookingPage() {
  const [status, setStatus] = useState('');
  const [creating, setCreating] = useState(false);
  // The form's slot picker starts from the service list: have it ready by then.
  usePrefetchQuery(servicesQueryOptions());
  return (
    <PageFrame title={text.title}>
      <p>{text.intro}</p>
      <div className="follow-up-toolbar">
        <Button
          onClick={() => {
            setStatus('');
            setCreating(true);
          }}
        >
          {text.create}
        </Button>
      </div>
      <p className="follow-up-status" role="status">
        {status}
      </p>
      <RebookingRequestList />
      <NewRebookingDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(request) => {
          setCreating(false);
          setStatus(text.created(request.patientName, request.patientEmail));
        }}
      />
    </PageFrame>
  );
}

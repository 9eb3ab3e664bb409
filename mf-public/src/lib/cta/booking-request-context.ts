// Contract between the call-to-action buttons and the appointment request modal: any button can
// open the modal; the modal's provider owns its state.
import { createContext, useContext } from 'react';

export interface BookingRequestControls {
  /** Opens the appointment request modal (or, agenda full, the waitlist variant of it). */
  openRequest(): void;
}

export const BookingRequestContext = createContext<BookingRequestControls>({
  openRequest: () => undefined,
});

export function useBookingRequest(): BookingRequestControls {
  return useContext(BookingRequestContext);
}

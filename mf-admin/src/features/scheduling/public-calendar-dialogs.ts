// The calendar's « Nouveau rendez-vous » and « Bloquer une période » dialogs, for the views that
// open them in place (« Actions rapides »). Apart from scheduling/public so the features
// that only need a badge or a link do not take the calendar's dialogs and styles with them.
export { BlockTimeDialog, type BlockTimeDialogProps } from './calendar/BlockTimeDialog';
export { NewAppointmentDialog, type NewAppointmentDialogProps, type NewAppointmentStart } from './calendar/NewAppointmentDialog';

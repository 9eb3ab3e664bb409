// Steps 2 and 3: the chosen service's days, then the chosen day's times, with the slot picker's
// styles. Loaded apart from the page's first step: when the visitor first uses the page (the
// services are on screen), else when the step shows.
import { selfServiceText } from 'shared-domain/scheduling/self-service-text';
import { DayChoice, type DayChoiceProps } from 'shared-ui/slot-picker/DayChoice';

export { TimeChoice } from 'shared-ui/slot-picker/TimeChoice';

export function DaysStep(props: DayChoiceProps) {
  return props.days.length === 0 ? <p className="slot-picker__empty">{selfServiceText.noOnlineDays}</p> : <DayChoice {...props} />;
}

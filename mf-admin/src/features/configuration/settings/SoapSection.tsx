// « Notes cliniques »: the clinic's SOAP templates and the quick texts the note form offers.
import { QuickTextsSection } from './QuickTextsSection';
import { SoapTemplatesSection } from './SoapTemplatesSection';

export function SoapSection() {
  return (
    <>
      <SoapTemplatesSection />
      <QuickTextsSection />
    </>
  );
}

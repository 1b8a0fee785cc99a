import { HealthCheckCheckbox } from '../../../app/ui/health-check-checkbox';
import { OptionsSection } from '../../../app/ui/options-section';

/** /create's 'Link health' section: the daily check of the destination, off by default. */
export function HealthCheckFields({
  isChecked,
  onChange,
}: {
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  return (
    <OptionsSection title="Link health" isSet={isChecked}>
      <HealthCheckCheckbox isChecked={isChecked} onChange={onChange} />
    </OptionsSection>
  );
}

// The note's diagram: the spinal segments region by region, stacked like a spine, as toggle
// buttons in two columns — the levels where something was found and the segments adjusted — and
// the extremity joints as left/right check boxes. Values are the ids of shared-domain's spine.ts,
// kept by the form as space-separated text.
import {
  type ExtremityJointId,
  extremityJointIds,
  extremityJointLabel,
  type SpinalSegmentId,
  spinalRegions,
  spinalSegmentLabels,
} from 'shared-domain/clinical/spine';
import { joinIds, splitIds } from './note-editor-values';
import { noteEditorText as t } from './note-editor-text';

type SpineField = 'spinalLevels' | 'segmentsAdjusted' | 'extremityJoints';

export interface SpineDiagramProps {
  spinalLevels: string;
  segmentsAdjusted: string;
  extremityJoints: string;
  disabled?: boolean;
  onChange(field: SpineField, value: string): void;
}

const toggled = (value: string, id: string): string => {
  const ids = splitIds(value);
  return joinIds(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
};

function SegmentColumn({
  field,
  legend,
  value,
  disabled,
  onChange,
}: {
  field: 'spinalLevels' | 'segmentsAdjusted';
  legend: string;
  value: string;
  disabled?: boolean;
  onChange: SpineDiagramProps['onChange'];
}) {
  const picked = new Set(splitIds(value));
  return (
    <fieldset className="note-spine__column" name={field} tabIndex={-1}>
      <legend>{legend}</legend>
      {spinalRegions.map((region) => (
        <fieldset key={region.id} className={`note-spine__region note-spine__region--${region.id}`}>
          <legend className="note-spine__region-label">{region.label}</legend>
          {region.segments.map((segment: SpinalSegmentId) => {
            const label = spinalSegmentLabels[segment];
            return (
              <button
                key={segment}
                type="button"
                className="note-spine__segment"
                aria-pressed={picked.has(segment)}
                disabled={disabled}
                onClick={() => onChange(field, toggled(value, segment))}
              >
                {segment}
                {label === segment ? null : <span className="ui-visually-hidden">, {label}</span>}
              </button>
            );
          })}
        </fieldset>
      ))}
    </fieldset>
  );
}

/** Joints by pair: 'epaule-G' and 'epaule-D' on one line. */
const jointPairs: readonly (readonly [ExtremityJointId, ExtremityJointId])[] = extremityJointIds.flatMap((id, index) =>
  index % 2 === 0 ? [[id, extremityJointIds[index + 1] as ExtremityJointId] as const] : [],
);

export function SpineDiagram({ spinalLevels, segmentsAdjusted, extremityJoints, disabled, onChange }: SpineDiagramProps) {
  const joints = new Set(splitIds(extremityJoints));
  return (
    <div className="note-spine">
      <div className="note-spine__columns">
        <SegmentColumn field="spinalLevels" legend={t.spinalLevels} value={spinalLevels} disabled={disabled} onChange={onChange} />
        <SegmentColumn
          field="segmentsAdjusted"
          legend={t.segmentsAdjusted}
          value={segmentsAdjusted}
          disabled={disabled}
          onChange={onChange}
        />
      </div>
      <fieldset className="note-spine__joints" name="extremityJoints" tabIndex={-1}>
        <legend>{t.extremityJoints}</legend>
        <ul className="note-spine__joint-list">
          {jointPairs.map((pair) => (
            <li key={pair[0]} className="note-spine__joint-pair">
              {pair.map((joint) => (
                <label key={joint} className="note-editor__check">
                  <input
                    type="checkbox"
                    checked={joints.has(joint)}
                    disabled={disabled}
                    onChange={() => onChange('extremityJoints', toggled(extremityJoints, joint))}
                  />{' '}
                  {extremityJointLabel(joint)}
                </label>
              ))}
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}

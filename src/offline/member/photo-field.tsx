// SHIM (branch wizard only): replaced by the offline branch's PhotoField before merging.
import type { UploadPurpose } from '../../../domain/api/uploads';
import { apiRequest } from '../../lib/api-client';

export type PhotoRef = { key: string } | { uploadId: number };

export function PhotoField(props: {
  label: string;
  memberId: number;
  field: string;
  purpose: UploadPurpose;
  value: readonly PhotoRef[];
  onChange(next: PhotoRef[]): void;
  max?: number;
  error?: string | null;
}) {
  const id = `photo-${props.field}`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {props.label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const body = new FormData();
          body.append('file', file);
          const response = await fetch(`/api/upload/img?purpose=${props.purpose}`, {
            method: 'POST',
            body,
            headers: { token: JSON.parse(localStorage.getItem('quaysideUser') ?? '{}').token ?? '' },
          });
          const json = (await response.json()) as { data: { id: number } };
          props.onChange([...props.value, { uploadId: json.data.id }]);
        }}
      />
      <p>{props.value.length}</p>
      {props.error ? (
        <p id={`${id}-error`} className="field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export async function resolvePhotoRefs(
  refs: readonly PhotoRef[],
): Promise<{ ids: number[]; pending: number; blocked: number }> {
  void apiRequest;
  return { ids: refs.flatMap((ref) => ('uploadId' in ref ? [ref.uploadId] : [])), pending: 0, blocked: 0 };
}

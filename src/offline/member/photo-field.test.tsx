// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userStore } from '../../lib/stores/session-store';
import { forgetOfflineDb, getOne, inTransaction, STORES } from '../offline-db';
import type { OutboxRecord, OutboxStatus } from '../outbox-states';
import { PhotoField, type PhotoRef, resolvePhotoRefs } from './photo-field';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
  userStore.set({ id: 7, token: 'token-7', member: null });
});
afterEach(cleanup);

async function seed(key: string, status: OutboxStatus, extra: Partial<OutboxRecord> = {}): Promise<void> {
  const record: OutboxRecord = {
    key,
    memberId: 7,
    field: 'idFront',
    purpose: 'idPhoto',
    mime: 'image/jpeg',
    file: status === 'uploaded' ? null : { iv: new Uint8Array(12), data: new ArrayBuffer(8) },
    preview: null,
    status,
    progress: 0,
    attempts: 1,
    createdAt: Date.now(),
    updatedAt: Date.now(),
    upload: null,
    message: null,
    refusedToken: null,
    ...extra,
  };
  await inTransaction(STORES.outbox, 'readwrite', (tx) => {
    tx.objectStore(STORES.outbox).put(record);
  });
}

const uploaded = (id: number) => ({
  id,
  url: `/api/upload/${id}`,
  mime: 'image/jpeg' as const,
  width: 10,
  height: 10,
  bytes: 10,
  sha256: 'b'.repeat(64),
});

function Harness({
  initial,
  max,
  onChanged,
}: {
  initial: PhotoRef[];
  max?: number;
  onChanged?: (next: PhotoRef[]) => void;
}) {
  const [value, setValue] = useState<PhotoRef[]>(initial);
  return (
    <I18nProvider i18n={i18n}>
      <PhotoField
        label="ID front photo"
        memberId={7}
        field="idFront"
        purpose="idPhoto"
        value={value}
        max={max}
        onChange={(next) => {
          setValue(next);
          onChanged?.(next);
        }}
      />
    </I18nProvider>
  );
}

const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the photo field', () => {
  it('says where each photo is, from the outbox', async () => {
    await seed('k-wait', 'waiting');
    await seed('k-login', 'needs-login');
    await seed('k-refused', 'refused', { message: 'Please select JPG, PNG, JPEG format picture' });
    await seed('k-done', 'uploaded', { upload: uploaded(41) });
    render(
      <Harness initial={[{ key: 'k-wait' }, { key: 'k-login' }, { key: 'k-refused' }, { key: 'k-done' }]} />,
    );
    expect(await screen.findByText('Waiting for connection')).toBeVisible();
    expect(await screen.findByText('Log in again to send')).toBeVisible();
    expect(await screen.findByText('Please select JPG, PNG, JPEG format picture')).toBeVisible();
    expect(await screen.findByText('Uploaded')).toBeVisible();
    // The control is named by the field's visible label; each photo and its remove button by label and place.
    expect(screen.getByLabelText('ID front photo').getAttribute('type')).toBe('file');
    expect(screen.getByRole('button', { name: 'Remove ID front photo, photo 2' })).toBeEnabled();
  });

  it("does not show another member's photo", async () => {
    await seed('k-other', 'waiting', { memberId: 8 });
    render(<Harness initial={[{ key: 'k-other' }]} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByText('Waiting for connection')).toBeNull();
  });

  it('refuses too many pictures before anything is queued', async () => {
    let changed = false;
    render(<Harness initial={[]} max={2} onChanged={() => (changed = true)} />);
    const input = screen.getByLabelText('ID front photo');
    const files = ['a', 'b', 'c'].map(
      (name) => new File([new Uint8Array([0xff, 0xd8, 0xff])], `${name}.jpg`),
    );
    fireEvent.change(input, { target: { files } });
    await waitFor(() => expect(describedBy(input)).toBe('Upload up to 2 pictures'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(changed).toBe(false);
  });

  it('refuses a file that is not a JPEG or PNG by its content, whatever its name', async () => {
    let changed = false;
    render(<Harness initial={[]} onChanged={() => (changed = true)} />);
    const input = screen.getByLabelText('ID front photo');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'passport.jpg', { type: 'image/jpeg' })] },
    });
    await waitFor(() => expect(describedBy(input)).toBe('Please select JPG, PNG, JPEG format picture'));
    expect(changed).toBe(false);
  });

  it('removes a photo from the form and from the device', async () => {
    await seed('k-wait', 'waiting');
    let latest: PhotoRef[] = [{ key: 'k-wait' }];
    render(<Harness initial={latest} onChanged={(next) => (latest = next)} />);
    await screen.findByText('Waiting for connection');
    fireEvent.click(screen.getByRole('button', { name: 'Remove ID front photo, photo 1' }));
    expect(latest).toEqual([]);
    await waitFor(async () => expect(await getOne(STORES.outbox, 'k-wait')).toBeUndefined());
  });
});

describe('what a submit gets from the photo refs', () => {
  it('ids of uploaded images, pending ones still on their way, blocked ones needing the borrower', async () => {
    await seed('k-wait', 'waiting');
    await seed('k-sending', 'uploading');
    await seed('k-login', 'needs-login');
    await seed('k-refused', 'refused', { message: 'no' });
    await seed('k-done', 'uploaded', { upload: uploaded(41) });
    await seed('k-other', 'uploaded', { memberId: 8, upload: uploaded(99) });
    const result = await resolvePhotoRefs([
      { uploadId: 12 },
      { key: 'k-done' },
      { key: 'k-wait' },
      { key: 'k-sending' },
      { key: 'k-login' },
      { key: 'k-refused' },
      { key: 'k-other' },
      { key: 'k-gone' },
    ]);
    expect(result).toEqual({ ids: [12, 41], pending: 2, blocked: 2 });
  });
});

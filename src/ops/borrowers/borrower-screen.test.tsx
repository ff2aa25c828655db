// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve } from '../arrears/arrears.fixture';
import { BorrowerScreen } from './borrower-screen';
import { borrowerPage, renderAt } from './borrowers.fixture';

// A borrower's one page and its notes against the API's answers as the server sends them.

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const note = (noteId: number, extra: object = {}) => ({
  noteId,
  loanId: null,
  authorId: 1,
  authorEmail: 'ops@quayside.example',
  text: `Note ${noteId}`,
  correctsId: null,
  correctedById: null,
  createdAt: '2027-03-01T09:30:00.000Z',
  ...extra,
});
const notes = (list: object[]) => ({ data: { list, total: list.length, page: 1, pageSize: 50, next: null } });

describe('a borrower’s page', () => {
  it('has a heading for every part, in order, and reads the page once', async () => {
    const sent = serve({
      'GET /api/operator/borrowers/9': { data: borrowerPage() },
      'GET /api/operator/borrowers/9/notes': notes([]),
      'GET /api/operator/applications/77/income-proof': { data: { asked: false, documents: [] } },
    });
    renderAt('/ops/borrowers/9', <BorrowerScreen memberId={9} />);
    await screen.findByTestId('part-notes');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Winifred Quaysearch');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'About',
      'Identity check',
      'Loans',
      'Credit searches',
      'Messages sent',
      'Arrears',
      'Hardship',
      'Complaints',
      'Notes',
    ]);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '#notes-title');
    expect(screen.getByText('Bank account 089999 ····4958')).toBeInTheDocument();
    expect(screen.getByTestId('borrower-loan')).toHaveTextContent('QS-20270101-000077');
    expect(screen.getByTestId('credit-search')).toHaveTextContent('Simulated bureau');
    expect(screen.getByTestId('sent-message')).toHaveTextContent('Your application');
    expect(screen.getByText('Never in arrears.')).toBeInTheDocument();
    expect(screen.getByTestId('complaints-pending')).toBeInTheDocument();
    expect(sent.filter((request) => request.url === '/api/operator/borrowers/9')).toHaveLength(1);
  });

  it('shows the complaints the register gives it', async () => {
    serve({
      'GET /api/operator/borrowers/9': { data: borrowerPage({ loans: [] }) },
      'GET /api/operator/borrowers/9/notes': notes([]),
    });
    renderAt('/ops/borrowers/9', <BorrowerScreen memberId={9} complaints={<p>Two complaints</p>} />);
    expect(await screen.findByText('Two complaints')).toBeInTheDocument();
    expect(screen.queryByTestId('complaints-pending')).toBeNull();
  });
});

describe('notes on the page', () => {
  it('adds a note on a loan with an Idempotency-Key, and reads the notes again but not the page', async () => {
    let written: object[] = [];
    const sent = serve({
      'GET /api/operator/borrowers/9': { data: borrowerPage() },
      'GET /api/operator/borrowers/9/notes': () => notes(written),
      'GET /api/operator/applications/77/income-proof': { data: { asked: false, documents: [] } },
      'POST /api/operator/borrowers/9/notes': (request) => {
        written = [note(1, { ...(request.body as object), loanId: 77 })];
        return { data: written[0] };
      },
    });
    renderAt('/ops/borrowers/9', <BorrowerScreen memberId={9} />);
    const form = await screen.findByTestId('note-form');
    fireEvent.change(within(form).getByLabelText('New note'), {
      target: { value: '  Called: pays Friday  ' },
    });
    fireEvent.change(within(form).getByLabelText('About'), { target: { value: '77' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the note' }));
    const [shown] = await screen.findAllByTestId('note');
    expect(shown).toHaveTextContent('Called: pays Friday');
    expect(shown).toHaveTextContent('QS-20270101-000077');
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ text: 'Called: pays Friday', loanId: 77 });
    expect(post?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.filter((request) => request.url === '/api/operator/borrowers/9')).toHaveLength(1);
  });

  it('refuses an empty note and one over 4,000 characters on the field, sending nothing', async () => {
    const sent = serve({
      'GET /api/operator/borrowers/9': { data: borrowerPage({ loans: [] }) },
      'GET /api/operator/borrowers/9/notes': notes([]),
    });
    renderAt('/ops/borrowers/9', <BorrowerScreen memberId={9} />);
    const form = await screen.findByTestId('note-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Add the note' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Write the note.');
    fireEvent.change(within(form).getByLabelText('New note'), { target: { value: 'x'.repeat(4001) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the note' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A note can be at most 4000 characters; this one has 4001.',
    );
    expect(within(form).getByLabelText('New note')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('corrects a note with a new one that names it; the corrected note is marked, not changed', async () => {
    let list: object[] = [note(1, { text: 'Pays Friday' })];
    const sent = serve({
      'GET /api/operator/borrowers/9': { data: borrowerPage({ loans: [] }) },
      'GET /api/operator/borrowers/9/notes': () => notes(list),
      'POST /api/operator/borrowers/9/notes': () => {
        list = [
          note(2, { text: 'Pays Monday', correctsId: 1 }),
          note(1, { text: 'Pays Friday', correctedById: 2 }),
        ];
        return { data: list[0] };
      },
    });
    renderAt('/ops/borrowers/9', <BorrowerScreen memberId={9} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Correct this note' }));
    const form = screen.getByTestId('note-form');
    expect(screen.getByTestId('correcting')).toHaveTextContent('ops@quayside.example');
    const box = within(form).getByLabelText('Correction');
    expect(box).toHaveValue('Pays Friday');
    fireEvent.change(box, { target: { value: 'Pays Monday' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the correction' }));
    await waitFor(() => expect(screen.getAllByTestId('note')).toHaveLength(2));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      text: 'Pays Monday',
      corrects: 1,
    });
    expect(screen.getByTestId('note-corrected')).toHaveTextContent('Corrected by a later note.');
  });
});

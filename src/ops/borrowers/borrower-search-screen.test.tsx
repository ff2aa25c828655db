// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve } from '../arrears/arrears.fixture';
import { BorrowerSearchScreen, queryOfSearch } from './borrower-search-screen';
import { renderAt, searchItem } from './borrowers.fixture';

// The borrower search against the API's answers as the server sends them.

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const answer = (list: object[], next: string | null = null, total = list.length, totalCapped = false) => ({
  data: { list, total, page: 1, pageSize: 20, next, totalCapped, readAs: ['name', 'email'] },
});

describe('the borrower search', () => {
  it('searches the query in the address and names each borrower, e-mail, phone and loans with status', async () => {
    const sent = serve({
      'GET /api/operator/borrowers': answer([searchItem(9), searchItem(10, { name: null, loans: [] })]),
    });
    renderAt('/ops/borrowers?q=quaysearch', <BorrowerSearchScreen />);
    const rows = await screen.findAllByTestId('borrower-row');
    expect(sent[0]?.query.get('q')).toBe('quaysearch');
    expect(screen.getByLabelText('Search borrowers')).toHaveValue('quaysearch');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Borrower',
      'E-mail',
      'Phone',
      'Identity',
      'Loans',
    ]);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('borrower-link')).toHaveAttribute('href', '/ops/borrowers/9');
    expect(within(first).getByTestId('borrower-link')).toHaveTextContent('Winifred Quaysearch');
    expect(first).toHaveTextContent('w9@example.org');
    expect(first).toHaveTextContent('+447700911222');
    expect(first).toHaveTextContent('QS-20270101-000077');
    expect(first).toHaveTextContent('Repayment in progress');
    expect(within(second).getByTestId('borrower-link')).toHaveTextContent('No name given (borrower 10)');
    expect(screen.getByTestId('search-count')).toHaveTextContent('2 found');
  });

  it('refuses one character and more than 100 on the field, sending nothing', async () => {
    const sent = serve({});
    const { router } = renderAt('/ops/borrowers', <BorrowerSearchScreen />);
    const field = await screen.findByLabelText('Search borrowers');
    fireEvent.change(field, { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter at least 2 characters to search.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A search can be at most 100 characters.');
    expect(sent).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/ops/borrowers');
  });

  it('puts a new search in the address, and pages older and newer by the answer’s cursor', async () => {
    const sent = serve({
      'GET /api/operator/borrowers': (request) =>
        request.query.get('after') === 'c2'
          ? answer([searchItem(3)], null, 21)
          : answer([searchItem(5)], 'c2', 21),
    });
    const { router } = renderAt('/ops/borrowers', <BorrowerSearchScreen />);
    fireEvent.change(await screen.findByLabelText('Search borrowers'), {
      target: { value: ' 07700 911222 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByTestId('borrower-row');
    expect(queryOfSearch(router.state.location.searchStr)).toBe('07700 911222');
    expect(sent[0]?.query.get('q')).toBe('07700 911222');
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() =>
      expect(screen.getByTestId('borrower-link')).toHaveAttribute('href', '/ops/borrowers/3'),
    );
    expect(sent.at(-1)?.query.get('after')).toBe('c2');
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() =>
      expect(screen.getByTestId('borrower-link')).toHaveAttribute('href', '/ops/borrowers/5'),
    );
  });

  it('says so when nothing matches, and when more matched than were counted', async () => {
    serve({ 'GET /api/operator/borrowers': answer([], null, 0) });
    renderAt('/ops/borrowers?q=nobody', <BorrowerSearchScreen />);
    expect(await screen.findByText('No borrower matches “nobody”.')).toBeInTheDocument();
    cleanup();
    serve({ 'GET /api/operator/borrowers': answer([searchItem(1)], 'c', 1000, true) });
    renderAt('/ops/borrowers?q=ad', <BorrowerSearchScreen />);
    expect(await screen.findByTestId('search-count')).toHaveTextContent(
      'More than 1000 borrowers found; add more of the name or number.',
    );
  });

  it('keeps a plus sign typed in a phone number through the address', async () => {
    const sent = serve({ 'GET /api/operator/borrowers': answer([searchItem(9)]) });
    const { router } = renderAt('/ops/borrowers', <BorrowerSearchScreen />);
    fireEvent.change(await screen.findByLabelText('Search borrowers'), {
      target: { value: '+44 7700 911222' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByTestId('borrower-row');
    expect(queryOfSearch(router.state.location.searchStr)).toBe('+44 7700 911222');
    expect(sent[0]?.query.get('q')).toBe('+44 7700 911222');
  });

  it('reads the query however the address spells it', () => {
    expect(queryOfSearch('?q=ada%20love')).toBe('ada love');
    expect(queryOfSearch('?q=%2242%22')).toBe('42');
    expect(queryOfSearch('')).toBe('');
  });
});

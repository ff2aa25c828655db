import { afterEach, describe, expect, it, vi } from 'vitest';
import { ABORTED, ApiError, NETWORK_ERROR } from './api-error';
import { createErrorPolicy, decideErrorOutcome } from './error-policy';

describe('decideErrorOutcome (SPEC §8)', () => {
  it('sends U403 to a new login', () => {
    expect(decideErrorOutcome(new ApiError('U403', 'Login has expired', null, 401))).toEqual({
      kind: 'relogin',
    });
  });
  it('shows the server message for any other code', () => {
    expect(decideErrorOutcome(new ApiError('V400', 'Incorrect email format', null, 400))).toEqual({
      kind: 'toast',
      message: 'Incorrect email format',
    });
    expect(decideErrorOutcome(new ApiError('C409', 'Offer expired', null, 409)).kind).toBe('toast');
  });
  it('uses the generic message for network failures, timeouts and server errors', () => {
    expect(decideErrorOutcome(new ApiError(NETWORK_ERROR, 'Failed to fetch'))).toEqual({ kind: 'generic' });
    expect(decideErrorOutcome(new ApiError('E500', 'Internal', null, 500))).toEqual({ kind: 'generic' });
    expect(decideErrorOutcome(new ApiError('X', 'bad gateway', null, 502))).toEqual({ kind: 'generic' });
    expect(decideErrorOutcome(new TypeError('boom'))).toEqual({ kind: 'generic' });
    expect(decideErrorOutcome(new ApiError('V400', '  ', null, 400))).toEqual({ kind: 'generic' });
  });
  it('says nothing of a call that could not reach us while the device is offline (the banner says it)', () => {
    expect(decideErrorOutcome(new ApiError(NETWORK_ERROR, 'Failed to fetch'), false)).toEqual({
      kind: 'offline',
    });
    expect(decideErrorOutcome(new TypeError('Failed to fetch'), false)).toEqual({ kind: 'offline' });
    expect(decideErrorOutcome(new ApiError('X', 'gateway', null, 504), false)).toEqual({ kind: 'offline' });
    // An answer that did arrive is still reported, offline or not.
    expect(decideErrorOutcome(new ApiError('V400', 'Incorrect email format', null, 400), false).kind).toBe(
      'toast',
    );
    expect(decideErrorOutcome(new ApiError('U403', 'x', null, 401), false).kind).toBe('relogin');
  });
  it('ignores cancelled requests', () => {
    expect(decideErrorOutcome(new ApiError(ABORTED, 'cancelled'))).toEqual({ kind: 'ignore' });
    expect(decideErrorOutcome(new DOMException('aborted', 'AbortError'))).toEqual({ kind: 'ignore' });
  });
});

describe('createErrorPolicy', () => {
  afterEach(() => vi.useRealTimers());
  const effects = () => ({
    toastError: vi.fn(),
    isOnline: vi.fn(() => true),
    sessionExpiredMessage: () => 'Login timed out, please log in again!',
    genericMessage: () =>
      'Request timed out or server error, please check the network or contact the administrator!',
    clearUser: vi.fn(),
    goToLogin: vi.fn(),
    log: vi.fn(),
  });

  it('on U403 toasts the localized message, clears the user and goes to login once for a burst', () => {
    vi.useFakeTimers();
    const fx = effects();
    const policy = createErrorPolicy(fx);
    policy.handle(new ApiError('U403', 'x', null, 401));
    policy.handle(new ApiError('U403', 'x', null, 401));
    expect(fx.toastError).toHaveBeenCalledWith('Login timed out, please log in again!');
    expect(fx.clearUser).toHaveBeenCalledTimes(2);
    expect(fx.goToLogin).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1500);
    policy.handle(new ApiError('U403', 'x', null, 401));
    expect(fx.goToLogin).toHaveBeenCalledTimes(2);
  });

  it('toasts the server message, or the generic one, and only logs a cancellation', () => {
    const fx = effects();
    const policy = createErrorPolicy(fx);
    policy.handle(new ApiError('A401', 'Wrong e-mail or password', null, 400));
    policy.handle(new ApiError(NETWORK_ERROR, 'timeout'));
    policy.handle(new ApiError(ABORTED, 'cancelled'));
    expect(fx.toastError.mock.calls).toEqual([
      ['Wrong e-mail or password'],
      ['Request timed out or server error, please check the network or contact the administrator!'],
    ]);
    expect(fx.log).toHaveBeenCalledWith('Request cancelled', expect.any(ApiError));
    expect(fx.goToLogin).not.toHaveBeenCalled();
  });

  it('offline, a failed read is logged and not toasted', () => {
    const fx = effects();
    fx.isOnline.mockReturnValue(false);
    const policy = createErrorPolicy(fx);
    expect(policy.handle(new ApiError(NETWORK_ERROR, 'Failed to fetch')).kind).toBe('offline');
    expect(fx.toastError).not.toHaveBeenCalled();
    expect(fx.log).toHaveBeenCalledWith('Request not sent: offline', expect.any(ApiError));
  });
});

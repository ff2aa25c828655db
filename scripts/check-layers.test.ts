import { describe, expect, it } from 'vitest';
import { placeOf, violation } from './check-layers.mjs';

describe('the layers of src/', () => {
  it('places a file by its folder', () => {
    expect(placeOf('lib/api-client.ts').layer).toBe('lib');
    expect(placeOf('offline/member/photo-field.tsx').layer).toBe('offline');
    expect(placeOf('profile/basic-section.tsx').layer).toBe('profile');
    expect(placeOf('tabs/shell/tab-bar.tsx')).toEqual({ layer: 'feature', name: 'tabs/shell' });
    expect(placeOf('wizard/steps/loan-step.tsx')).toEqual({ layer: 'feature', name: 'wizard' });
    expect(placeOf('routes/apply.index.tsx').layer).toBe('app');
    expect(placeOf('main.tsx').layer).toBe('app');
  });

  it('lets a layer import itself and the layers before it', () => {
    expect(violation('offline/outbox.ts', 'lib/api-client.ts')).toBeNull();
    expect(violation('wizard/wizard-screen.tsx', 'offline/member/photo-field.tsx')).toBeNull();
    expect(violation('routes/apply.index.tsx', 'wizard/step-ids.ts')).toBeNull();
    expect(violation('account/section-screens.tsx', 'profile/basic-section.tsx')).toBeNull();
    expect(violation('profile/house-section.tsx', 'offline/member/photo-field.tsx')).toBeNull();
  });

  it('refuses an import up the layers, and one feature importing another', () => {
    expect(violation('lib/api-client.ts', 'offline/cache-rules.ts')).toMatch(/lib may not import offline/);
    expect(violation('ui/data-as-of.tsx', 'offline/online-state.ts')).toMatch(/ui may not import offline/);
    expect(violation('tabs/booking/x.tsx', 'tabs/mine/y.tsx')).toMatch(/feature tabs\/booking/);
    expect(violation('loans/repay-screen.tsx', 'wizard/wizard-model.ts')).toMatch(/feature loans/);
    expect(violation('offline/outbox.ts', 'routes/apply.index.tsx')).toMatch(/may not import app/);
    expect(violation('profile/basic-section.tsx', 'wizard/wizard-model.ts')).toMatch(
      /profile may not import feature/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { confirmationDialogCode } from '../feedback/Confirmation/Confirmation';
import { loadedSonner } from '../feedback/Toaster/load-sonner';
import { errorScreenCode } from '../overlays/ErrorScreen/ErrorScreen';
import { idleSessionDialogCode } from '../overlays/IdleSessionDialog/IdleSessionDialog';
import { prefetchFeedback } from './prefetch-feedback';

describe('prefetchFeedback', () => {
  it('brings in the code of toasts, the error screen, confirmations and the idle warning', async () => {
    expect(loadedSonner()).toBeUndefined();
    expect(errorScreenCode.loaded()).toBeUndefined();
    await prefetchFeedback();
    expect(loadedSonner()?.toast).toBeTypeOf('function');
    expect(errorScreenCode.loaded()?.LoadedErrorScreen).toBeTypeOf('function');
    expect(confirmationDialogCode.loaded()).toBeDefined();
    expect(idleSessionDialogCode.loaded()?.LoadedIdleSessionDialog).toBeTypeOf('function');
  });
});

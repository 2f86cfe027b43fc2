import { describe, expect, it } from 'vitest';
import { componentNodeId } from '../../src/model/network';
import { currentCameraRequest, requestCamera } from '../../src/state/camera';
import { useAppStore } from '../../src/state/store';

describe('camera commands', () => {
  it('numbers every request, so asking twice for the same move moves twice', () => {
    requestCamera({ kind: 'fit' });
    const first = currentCameraRequest()!;
    requestCamera({ kind: 'fit' });
    expect(currentCameraRequest()).toEqual({ kind: 'fit', seq: first.seq + 1 });
  });

  it('a selection made with focus asks the camera to frame its node; a plain one leaves the camera alone', () => {
    const { select } = useAppStore.getState().actions;
    select({ kind: 'component', key: 'dns' }, true);
    const asked = currentCameraRequest();
    expect(asked).toMatchObject({ kind: 'focus', nodeId: componentNodeId('dns') });
    select({ kind: 'case', key: 'IL-0001' });
    select(null, true);
    expect(currentCameraRequest()).toBe(asked);
    expect(useAppStore.getState().view.selection).toBeNull();
  });
});

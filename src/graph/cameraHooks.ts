import type { Core } from 'cytoscape';

declare global {
  interface Window {
    /** Read-only hooks for end-to-end tests of the camera (beside `__incidentGraph`). */
    __incidentCamera?: {
      /** Ids of the nodes drawn now. */
      nodeIds: () => string[];
      /** Whether a camera animation is running. */
      moving: () => boolean;
    };
  }
}

/** Exposes the camera's state to tests on `window`; returns the uninstaller. */
export function installCameraHooks(cy: Core): () => void {
  window.__incidentCamera = {
    nodeIds: () => cy.nodes().map((n) => n.id()),
    moving: () => cy.animated(),
  };
  return () => {
    delete window.__incidentCamera;
  };
}

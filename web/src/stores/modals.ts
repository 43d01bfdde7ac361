/**
 * Modal visibility flags (docs/requirements.md §3 "Modals state"). productRETEN starts hidden.
 */
import { createStore } from './create-store';

export interface ModalsState {
  productRETEN: boolean;
}

export const modalsStore = createStore<ModalsState>({ productRETEN: false });

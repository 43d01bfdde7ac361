import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { validation } from '@/copy/es';

import { FolioDeskView } from '../components/folio-desk';
import { fitZoom, ImageViewer, ZOOM_MAX, ZOOM_MIN } from '../components/image-viewer';
import type { DeskState } from '../hooks/use-desk';

const v = validation.desk.viewer;

describe('fitZoom', () => {
  it.each([
    ['a large INE fits the frame by its width', { w: 300, h: 160 }, { w: 1200, h: 400 }, 0.25],
    ['a tall selfie fits by its height', { w: 300, h: 160 }, { w: 300, h: 320 }, 0.5],
    ['a small image keeps its pixels', { w: 300, h: 160 }, { w: 100, h: 50 }, 1],
    ['a huge image stops at the minimum zoom', { w: 300, h: 160 }, { w: 6000, h: 4000 }, ZOOM_MIN],
    ['nothing laid out yet', { w: 0, h: 0 }, { w: 1200, h: 400 }, 1],
  ])('%s', (_, frame, image, want) => {
    expect(fitZoom(frame, image)).toBe(want);
  });
});

describe('ImageViewer', () => {
  const image = () => screen.getByRole('img', { name: v.alt('INE (frente)') });

  it('zooms and rotates with its buttons, and resets', async () => {
    render(<ImageViewer src="blob:ine" name="INE (frente)" />);
    const tools = screen.getByRole('toolbar', { name: `${v.tools}: INE (frente)` });
    await userEvent.click(within(tools).getByRole('button', { name: v.zoomIn }));
    await userEvent.click(within(tools).getByRole('button', { name: v.rotateRight }));
    expect(image()).toHaveAttribute('data-zoom', '1.25');
    expect(image()).toHaveAttribute('data-rotation', '90');
    expect(screen.getByRole('status')).toHaveTextContent(v.state(125, 90));
    await userEvent.click(within(tools).getByRole('button', { name: v.rotateLeft }));
    await userEvent.click(within(tools).getByRole('button', { name: v.rotateLeft }));
    expect(image()).toHaveAttribute('data-rotation', '270');
    await userEvent.click(within(tools).getByRole('button', { name: v.reset }));
    expect(image()).toHaveAttribute('data-zoom', '1');
    expect(image()).toHaveAttribute('data-rotation', '0');
  });

  it('answers the keyboard on the focused frame, and stops zooming at the maximum', async () => {
    render(<ImageViewer src="blob:ine" name="INE (frente)" />);
    const frame = screen.getByRole('group', { name: new RegExp(v.alt('INE \\(frente\\)')) });
    frame.focus();
    expect(frame).toHaveFocus();
    await userEvent.keyboard('++r');
    expect(image()).toHaveAttribute('data-zoom', '1.56');
    expect(image()).toHaveAttribute('data-rotation', '90');
    await userEvent.keyboard('-L0');
    expect(image()).toHaveAttribute('data-zoom', '1');
    expect(image()).toHaveAttribute('data-rotation', '0');
    for (let i = 0; i < 12; i++) fireEvent.keyDown(frame, { key: '+' });
    expect(image()).toHaveAttribute('data-zoom', String(ZOOM_MAX));
    expect(screen.getByRole('button', { name: v.zoomIn })).toBeDisabled();
  });
});

describe('FolioDeskView', () => {
  const ready: DeskState = {
    state: 'ready',
    summary: {
      id: 'F1',
      status: 'fileValidation',
      identifiers: { curp: 'PELJ800101HDFRPN09', rfc: 'PELJ800101AB1', nss: '12345678901' },
      biometricResult: 'ACEPTADO',
      images: ['ineFront', 'selfie', 'signature'],
    },
    images: { ineFront: 'blob:ine', selfie: 'blob:selfie', signature: 'blob:firma' },
  };

  it('shows the identifiers in clear, the selfie beside the INE with the result, and the signature', () => {
    render(<FolioDeskView desk={ready} />);
    expect(screen.getByText('PELJ800101HDFRPN09')).toBeInTheDocument();
    expect(screen.getByText('PELJ800101AB1')).toBeInTheDocument();
    expect(screen.getByText('12345678901')).toBeInTheDocument();
    const bio = screen.getByRole('region', { name: validation.desk.biometricTitle });
    expect(within(bio).getByText(validation.desk.biometricResults.ACEPTADO!)).toBeInTheDocument();
    expect(within(bio).getByRole('img', { name: v.alt('Selfie') })).toHaveAttribute(
      'src',
      'blob:selfie',
    );
    expect(within(bio).getByRole('img', { name: v.alt('INE (frente)') })).toHaveAttribute(
      'src',
      'blob:ine',
    );
    const sig = screen.getByRole('region', { name: validation.desk.signatureTitle });
    expect(within(sig).getByRole('img', { name: v.alt('Firma') })).toHaveAttribute(
      'src',
      'blob:firma',
    );
    const ine = screen.getByRole('region', { name: validation.desk.identificationTitle });
    expect(within(ine).getByText(validation.desk.missing, { exact: false })).toBeInTheDocument();
  });

  it('says why when the desk function refuses', () => {
    render(
      <FolioDeskView desk={{ state: 'error', message: 'Solo el personal administrativo…' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Solo el personal administrativo…');
    expect(screen.queryByText('PELJ800101HDFRPN09')).toBeNull();
  });
});

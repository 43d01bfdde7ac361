import { useEffect, useRef, useState } from 'react';

import { FieldError } from '@/components/form/field-error';
import { customer as t } from '@/copy/es';

export interface Photo {
  blob: Blob;
  fileName: string;
}

export interface PhotoCaptureProps {
  id: string;
  /** Called with the photo taken or chosen (JPEG), or null when retaking. */
  onPhoto: (photo: Photo | null) => void;
}

/**
 * A face photo: the front camera through getUserMedia, or, when there is no camera or permission,
 * a file input that opens the phone's own camera (capture="user").
 */
export function PhotoCapture({ id, onPhoto }: PhotoCaptureProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [noCamera, setNoCamera] = useState(
    () => typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia,
  );
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    if (video.current && stream) {
      video.current.srcObject = stream;
      void video.current.play?.().catch(() => undefined);
    }
    return () => stream?.getTracks().forEach((tr) => tr.stop());
  }, [stream]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const openCamera = async () => {
    try {
      setStream(
        await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false }),
      );
    } catch {
      setNoCamera(true);
    }
  };

  const take = () => {
    const v = video.current;
    if (!v) return;
    const c = document.createElement('canvas');
    c.width = v.videoWidth || 640;
    c.height = v.videoHeight || 480;
    c.getContext('2d')?.drawImage(v, 0, 0, c.width, c.height);
    c.toBlob(
      (blob) => {
        if (!blob) return;
        setStream(null);
        setPreview(URL.createObjectURL(blob));
        onPhoto({ blob, fileName: `${id}.jpg` });
      },
      'image/jpeg',
      0.9,
    );
  };

  const choose = (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (!/\.jpe?g$/i.test(file.name) && file.type !== 'image/jpeg') {
      setFileError(t.capture.jpgOnly);
      return;
    }
    setPreview(URL.createObjectURL(file));
    onPhoto({ blob: file, fileName: /\.jpe?g$/i.test(file.name) ? file.name : `${id}.jpg` });
  };

  if (preview) {
    return (
      <div>
        <img className="cl-photo" src={preview} alt={t.capture.preview} />
        <button
          type="button"
          className="cl-secondary"
          onClick={() => {
            setPreview(null);
            onPhoto(null);
          }}
        >
          {t.capture.retake}
        </button>
      </div>
    );
  }
  return (
    <div>
      {stream ? (
        <>
          <video
            ref={video}
            className="cl-video"
            aria-label={t.capture.video}
            playsInline
            muted
            autoPlay
          />
          <button type="button" onClick={take}>
            {t.capture.take}
          </button>
        </>
      ) : (
        !noCamera && (
          <button type="button" onClick={openCamera}>
            {t.capture.openCamera}
          </button>
        )
      )}
      {noCamera && <p role="status">{t.capture.cameraUnavailable}</p>}
      <label htmlFor={`${id}-file`}>{t.capture.fileLabel}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg"
        capture="user"
        onChange={(e) => choose(e.currentTarget.files?.[0])}
      />
      <FieldError message={fileError} />
    </div>
  );
}

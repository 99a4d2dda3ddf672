import { useEffect, useRef, type VideoHTMLAttributes } from 'react';

interface StreamVideoProps extends VideoHTMLAttributes<HTMLVideoElement> {
  stream: MediaStream | null | undefined;
  [data: `data-${string}`]: string | undefined;
}

/** A <video> playing a MediaStream (React cannot set srcObject as an attribute). */
export function StreamVideo({ stream, ...props }: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream ?? null;
  }, [stream]);
  return <video ref={ref} autoPlay playsInline {...props} />;
}

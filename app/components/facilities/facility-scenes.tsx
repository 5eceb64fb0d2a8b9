import type { ReactNode } from 'react';
import type { FacilityScene } from '~/content/facilities';
import { books, H, Note, W } from './facility-scene-parts';

/** Each facility scene, drawn flat in a 480 × 320 box. */
export const scenes: Record<FacilityScene, () => ReactNode> = {
  'library-shelves': () => (
    <>
      <rect width={W} height={H} fill="#ede9fe" />
      <rect y={270} width={W} height={50} fill="#c4b5fd" />
      <rect x={330} y={50} width={120} height={150} rx={6} fill="#7c3aed" />
      <rect x={338} y={58} width={104} height={134} rx={3} fill="#bae6fd" />
      <circle cx={410} cy={92} r={18} fill="#fde68a" />
      <path d="M338 170 q 30 -30 60 -8 t 44 -6 v 36 h -104 z" fill="#86efac" />
      <rect x={388} y={58} width={4} height={134} fill="#7c3aed" />
      <rect x={338} y={122} width={104} height={4} fill="#7c3aed" />
      <rect x={30} y={30} width={270} height={245} rx={4} fill="#92400e" />
      <rect x={40} y={40} width={250} height={225} fill="#fef3c7" />
      {[95, 155, 215, 265].map((y) => (
        <rect key={y} x={36} y={y} width={258} height={7} fill="#92400e" />
      ))}
      {books(44, 286, 95, 1)}
      {books(44, 286, 155, 2)}
      {books(44, 286, 215, 4)}
      {books(44, 286, 265, 5)}
      <path d="M360 270 h 60 l -8 -40 h -44 z" fill="#e11d48" />
      <path d="M390 232 c -30 -20 -30 -60 0 -70 c 30 10 30 50 0 70 z" fill="#16a34a" />
      <path d="M390 232 c -40 -6 -52 -30 -44 -46 c 20 4 40 20 44 46 z" fill="#22c55e" />
    </>
  ),
  'library-reading': () => (
    <>
      <rect width={W} height={H} fill="#fef3c7" />
      <rect y={250} width={W} height={70} fill="#fcd34d" />
      <rect x={238} y={0} width={4} height={30} fill="#57534e" />
      <path d="M206 64 l 34 -36 l 34 36 z" fill="#7c3aed" />
      <path d="M130 250 l 110 -186 l 110 186 z" fill="#fde68a" opacity={0.6} />
      <rect x={60} y={190} width={360} height={14} rx={4} fill="#92400e" />
      <rect x={80} y={204} width={12} height={90} fill="#78350f" />
      <rect x={388} y={204} width={12} height={90} fill="#78350f" />
      <circle cx={240} cy={118} r={26} fill="#c68642" />
      <path d="M214 112 c 0 -24 14 -32 26 -32 c 16 0 28 10 26 30 c -6 -10 -16 -14 -26 -14 c -12 0 -20 6 -26 16 z" fill="#1f2937" />
      <path d="M196 190 c 0 -40 18 -50 44 -50 c 26 0 44 10 44 50 z" fill="#e11d48" />
      <path d="M190 188 l 50 -12 l 0 -30 l -50 10 z" fill="#ffffff" stroke="#7c3aed" strokeWidth={3} />
      <path d="M290 188 l -50 -12 l 0 -30 l 50 10 z" fill="#ffffff" stroke="#7c3aed" strokeWidth={3} />
      <rect x={320} y={172} width={70} height={10} rx={2} fill="#0ea5e9" />
      <rect x={326} y={160} width={60} height={12} rx={2} fill="#16a34a" />
      <rect x={322} y={148} width={64} height={12} rx={2} fill="#f59e0b" />
      <rect x={96} y={150} width={50} height={40} rx={4} fill="#7c3aed" />
      <path d="M104 150 v -20 h 34 v 20" fill="none" stroke="#16a34a" strokeWidth={6} />
    </>
  ),
  'lab-bench': () => (
    <>
      <rect width={W} height={H} fill="#e0f2fe" />
      <rect x={40} y={40} width={150} height={100} rx={6} fill="#ffffff" stroke="#94a3b8" strokeWidth={3} />
      <path d="M60 120 l 30 -40 l 25 25 l 20 -30 l 35 45" fill="none" stroke="#0ea5e9" strokeWidth={4} />
      <rect y={220} width={W} height={26} fill="#334155" />
      <rect y={246} width={W} height={74} fill="#64748b" />
      <path d="M120 220 l 34 -70 v -40 h 24 v 40 l 34 70 z" fill="#ffffff" stroke="#475569" strokeWidth={3} />
      <path d="M130 218 l 22 -44 h 28 l 22 44 z" fill="#22c55e" opacity={0.8} />
      <circle cx={300} cy={180} r={38} fill="#ffffff" stroke="#475569" strokeWidth={3} />
      <path d="M264 190 a 38 38 0 0 0 72 0 z" fill="#e11d48" opacity={0.8} />
      <rect x={290} y={98} width={20} height={48} fill="#ffffff" stroke="#475569" strokeWidth={3} />
      <rect x={270} y={214} width={60} height={6} fill="#475569" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x={368 + i * 22} y={150} width={14} height={66} rx={7} fill="#ffffff" stroke="#475569" strokeWidth={2} />
          <rect x={370 + i * 22} y={180 + i * 6} width={10} height={34 - i * 6} rx={5} fill={['#7c3aed', '#f59e0b', '#0ea5e9', '#db2777'][i]} />
        </g>
      ))}
      <rect x={360} y={196} width={96} height={8} fill="#92400e" />
      <rect x={360} y={212} width={96} height={8} fill="#92400e" />
      <circle cx={166} cy={96} r={6} fill="#22c55e" opacity={0.6} />
      <circle cx={178} cy={76} r={4} fill="#22c55e" opacity={0.5} />
      <circle cx={308} cy={82} r={5} fill="#e11d48" opacity={0.5} />
    </>
  ),
  'lab-microscope': () => (
    <>
      <rect width={W} height={H} fill="#ecfccb" />
      <rect y={240} width={W} height={80} fill="#65a30d" />
      <rect x={0} y={232} width={W} height={10} fill="#3f6212" />
      <rect x={80} y={220} width={120} height={14} rx={4} fill="#1f2937" />
      <path d="M170 220 v -60 c 0 -24 -12 -40 -34 -52" fill="none" stroke="#1f2937" strokeWidth={14} strokeLinecap="round" />
      <rect x={96} y={60} width={30} height={90} rx={6} fill="#334155" transform="rotate(-24 111 105)" />
      <rect x={102} y={42} width={20} height={20} rx={3} fill="#1f2937" transform="rotate(-24 112 52)" />
      <rect x={96} y={176} width={84} height={10} rx={2} fill="#475569" />
      <rect x={118} y={170} width={40} height={6} fill="#bae6fd" />
      <circle cx={148} cy={150} r={8} fill="#0ea5e9" />
      <rect x={250} y={120} width={170} height={112} rx={6} fill="#ffffff" transform="rotate(4 335 176)" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={266} y={146 + i * 16} width={120 - (i % 2) * 30} height={4} rx={2} fill="#94a3b8" transform="rotate(4 335 176)" />
      ))}
      <circle cx={380} cy={150} r={18} fill="none" stroke="#16a34a" strokeWidth={3} transform="rotate(4 335 176)" />
      <circle cx={378} cy={148} r={4} fill="#16a34a" />
      <rect x={250} y={60} width={70} height={24} rx={3} fill="#e0f2fe" stroke="#64748b" strokeWidth={2} transform="rotate(-8 285 72)" />
      <circle cx={285} cy={72} r={6} fill="#db2777" opacity={0.7} />
      <rect x={340} y={52} width={70} height={24} rx={3} fill="#e0f2fe" stroke="#64748b" strokeWidth={2} transform="rotate(6 375 64)" />
      <circle cx={375} cy={64} r={6} fill="#7c3aed" opacity={0.7} />
    </>
  ),
  'sports-ground': () => (
    <>
      <rect width={W} height={H} fill="#bae6fd" />
      <circle cx={400} cy={60} r={28} fill="#fde68a" />
      <path d="M0 120 q 120 -40 240 -10 t 240 -10 v 40 h -480 z" fill="#86efac" />
      <rect y={130} width={W} height={190} fill="#22c55e" />
      <ellipse cx={240} cy={228} rx={220} ry={78} fill="#ea580c" />
      <ellipse cx={240} cy={228} rx={196} ry={62} fill="none" stroke="#ffffff" strokeWidth={2} />
      <ellipse cx={240} cy={228} rx={176} ry={50} fill="#16a34a" />
      <line x1={240} y1={178} x2={240} y2={278} stroke="#ffffff" strokeWidth={3} />
      <circle cx={240} cy={228} r={18} fill="none" stroke="#ffffff" strokeWidth={3} />
      <path d="M100 228 h -26 v -24 h 26" fill="none" stroke="#ffffff" strokeWidth={4} />
      <path d="M380 228 h 26 v -24 h -26" fill="none" stroke="#ffffff" strokeWidth={4} />
      <rect x={40} y={90} width={80} height={40} fill="#f8fafc" />
      <path d="M34 92 l 46 -22 l 46 22 z" fill="#7c3aed" />
      <rect x={72} y={108} width={16} height={22} fill="#7c3aed" />
      <circle cx={300} cy={244} r={8} fill="#ffffff" />
    </>
  ),
  'sports-court': () => (
    <>
      <rect width={W} height={H} fill="#dbeafe" />
      <rect y={200} width={W} height={120} fill="#2563eb" />
      <path d="M40 320 l 60 -120 h 280 l 60 120" fill="none" stroke="#ffffff" strokeWidth={4} />
      <path d="M170 200 v 40 a 70 26 0 0 0 140 0 v -40" fill="none" stroke="#ffffff" strokeWidth={4} />
      <rect x={232} y={80} width={16} height={150} fill="#475569" />
      <rect x={180} y={40} width={120} height={80} rx={4} fill="#ffffff" stroke="#475569" strokeWidth={4} />
      <rect x={220} y={72} width={40} height={30} fill="none" stroke="#e11d48" strokeWidth={4} />
      <ellipse cx={240} cy={112} rx={26} ry={6} fill="none" stroke="#ea580c" strokeWidth={5} />
      <path d="M216 114 l 8 34 M226 116 l 6 32 M240 118 v 30 M254 116 l -6 32 M264 114 l -8 34 M220 132 h 40" stroke="#ffffff" strokeWidth={2} />
      <circle cx={360} cy={250} r={30} fill="#ea580c" />
      <path d="M330 250 h 60 M360 220 v 60" stroke="#7c2d12" strokeWidth={3} />
      <path d="M339 229 c 14 14 14 28 0 42 M381 229 c -14 14 -14 28 0 42" fill="none" stroke="#7c2d12" strokeWidth={3} />
      <ellipse cx={360} cy={284} rx={26} ry={5} fill="#1e3a8a" opacity={0.5} />
    </>
  ),
  'arts-easel': () => (
    <>
      <rect width={W} height={H} fill="#fce7f3" />
      <rect y={260} width={W} height={60} fill="#f9a8d4" />
      <path d="M150 300 l 40 -240 M290 300 l -40 -240 M220 70 v 230" stroke="#92400e" strokeWidth={8} strokeLinecap="round" />
      <rect x={130} y={70} width={180} height={140} rx={4} fill="#ffffff" stroke="#92400e" strokeWidth={6} />
      <rect x={140} y={80} width={160} height={120} fill="#bae6fd" />
      <circle cx={250} cy={116} r={18} fill="#f59e0b" />
      <path d="M140 200 v -40 q 40 -30 80 0 t 80 -10 v 50 z" fill="#16a34a" />
      <rect x={124} y={210} width={192} height={10} rx={3} fill="#92400e" />
      <path d="M340 210 c 20 -40 110 -40 120 0 c 6 24 -24 30 -36 26 c -10 -4 -16 8 -10 16 c 8 12 -20 20 -42 16 c -30 -6 -42 -34 -32 -58 z" fill="#fde68a" />
      <circle cx={370} cy={214} r={9} fill="#e11d48" />
      <circle cx={396} cy={200} r={9} fill="#2563eb" />
      <circle cx={424} cy={206} r={9} fill="#16a34a" />
      <circle cx={380} cy={240} r={9} fill="#7c3aed" />
      <rect x={60} y={150} width={8} height={110} rx={3} fill="#a16207" transform="rotate(-20 64 205)" />
      <path d="M54 146 l 10 -22 l 10 22 z" fill="#e11d48" transform="rotate(-20 64 205)" />
    </>
  ),
  'arts-craft': () => (
    <>
      <rect width={W} height={H} fill="#fff7ed" />
      <path d="M20 30 q 40 30 80 0 q 40 30 80 0 q 40 30 80 0 q 40 30 80 0 q 40 30 80 0 q 40 30 60 0" fill="none" stroke="#64748b" strokeWidth={2} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path key={i} d={`M${46 + i * 80} 42 l 14 30 l -28 0 z`} fill={['#e11d48', '#f59e0b', '#16a34a', '#0ea5e9', '#7c3aed', '#db2777'][i]} />
      ))}
      <rect y={180} width={W} height={140} fill="#fdba74" />
      <path d="M150 150 l 18 38 l 42 4 l -32 28 l 10 42 l -38 -22 l -38 22 l 10 -42 l -32 -28 l 42 -4 z" fill="#f59e0b" stroke="#b45309" strokeWidth={3} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`rotate(${-30 + i * 6} ${300 + i * 20} 250)`}>
          <rect x={290 + i * 20} y={200} width={12} height={90} fill={['#e11d48', '#2563eb', '#16a34a', '#7c3aed'][i]} />
          <path d={`M${290 + i * 20} 290 l 6 16 l 6 -16 z`} fill="#fde68a" />
        </g>
      ))}
      <path d="M58 120 l -8 -34 M72 120 l 0 -38 M86 120 l 8 -34" stroke="#92400e" strokeWidth={5} strokeLinecap="round" />
      <circle cx={50} cy={86} r={6} fill="#e11d48" />
      <circle cx={72} cy={82} r={6} fill="#2563eb" />
      <circle cx={94} cy={86} r={6} fill="#16a34a" />
      <rect x={42} y={112} width={60} height={76} rx={8} fill="#bae6fd" opacity={0.9} />
      <rect x={390} y={214} width={70} height={60} rx={3} fill="#ffffff" transform="rotate(8 425 244)" />
      <circle cx={425} cy={244} r={14} fill="#db2777" opacity={0.8} />
    </>
  ),
  'music-instruments': () => (
    <>
      <rect width={W} height={H} fill="#ede9fe" />
      <rect y={250} width={W} height={70} fill="#a78bfa" />
      <rect x={56} y={170} width={70} height={86} rx={10} fill="#92400e" />
      <ellipse cx={91} cy={170} rx={35} ry={10} fill="#fef3c7" stroke="#78350f" strokeWidth={3} />
      <ellipse cx={91} cy={170} rx={10} ry={3} fill="#1f2937" />
      <path d="M60 190 l 62 50 M122 190 l -62 50" stroke="#fde68a" strokeWidth={2} />
      <path d="M140 210 c 0 -30 20 -44 46 -44 c 26 0 46 14 46 44 c 0 30 -20 46 -46 46 c -26 0 -46 -16 -46 -46 z" fill="#64748b" />
      <ellipse cx={186} cy={172} rx={40} ry={9} fill="#fef3c7" stroke="#334155" strokeWidth={3} />
      <ellipse cx={190} cy={172} rx={12} ry={3.5} fill="#1f2937" />
      <rect x={260} y={150} width={190} height={100} rx={6} fill="#7c2d12" />
      <rect x={272} y={162} width={166} height={30} fill="#fde68a" opacity={0.4} />
      <rect x={268} y={196} width={174} height={34} fill="#ffffff" />
      {Array.from({ length: 13 }, (_, i) => (
        <rect key={i} x={268 + i * 13.4} y={196} width={1.5} height={34} fill="#334155" />
      ))}
      {[0, 1, 3, 4, 5, 7, 8, 10, 11].map((i) => (
        <rect key={`b${i}`} x={276 + i * 13.4} y={196} width={8} height={20} fill="#1f2937" />
      ))}
      <Note x={300} y={110} />
      <Note x={370} y={80} fill="#e11d48" />
      <Note x={130} y={100} fill="#0ea5e9" />
    </>
  ),
  'music-stage': () => (
    <>
      <rect width={W} height={H} fill="#1e1b4b" />
      <path d="M0 0 h 120 c -20 80 -10 170 -40 250 h -80 z" fill="#be123c" />
      <path d="M480 0 h -120 c 20 80 10 170 40 250 h 80 z" fill="#be123c" />
      <rect width={W} height={26} fill="#9f1239" />
      <path d="M150 26 l -60 224 h 150 z" fill="#fde68a" opacity={0.25} />
      <path d="M330 26 l 60 224 h -150 z" fill="#fde68a" opacity={0.2} />
      <rect y={250} width={W} height={70} fill="#92400e" />
      <rect y={250} width={W} height={8} fill="#78350f" />
      <path d="M180 250 v -120" stroke="#cbd5e1" strokeWidth={4} />
      <path d="M160 250 h 40" stroke="#cbd5e1" strokeWidth={5} />
      <rect x={172} y={104} width={16} height={30} rx={8} fill="#334155" />
      <rect x={260} y={196} width={150} height={22} rx={3} fill="#1f2937" />
      <rect x={266} y={200} width={138} height={12} fill="#ffffff" />
      {Array.from({ length: 14 }, (_, i) => (
        <rect key={i} x={266 + i * 9.9} y={200} width={1.2} height={12} fill="#334155" />
      ))}
      <path d="M280 218 l -10 32 M390 218 l 10 32" stroke="#475569" strokeWidth={5} />
      <Note x={240} y={120} fill="#fde68a" />
      <Note x={330} y={90} fill="#f9a8d4" />
    </>
  ),
  'commons-courtyard': () => (
    <>
      <rect width={W} height={H} fill="#bae6fd" />
      <rect x={150} y={60} width={310} height={170} fill="#f8fafc" />
      <path d="M140 64 l 165 -40 l 165 40 z" fill="#7c3aed" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect x={170 + i * 56} y={84} width={32} height={40} rx={3} fill="#fde68a" />
          <rect x={170 + i * 56} y={150} width={32} height={40} rx={3} fill="#fde68a" />
        </g>
      ))}
      <rect x={288} y={196} width={36} height={34} fill="#7c3aed" />
      <rect y={226} width={W} height={94} fill="#d6d3d1" />
      <path d="M260 320 l 40 -94 h 24 l 40 94 z" fill="#e7e5e4" />
      <rect x={86} y={150} width={20} height={100} fill="#78350f" />
      <circle cx={96} cy={120} r={56} fill="#15803d" />
      <circle cx={56} cy={150} r={36} fill="#16a34a" />
      <circle cx={140} cy={146} r={38} fill="#16a34a" />
      <rect x={30} y={262} width={130} height={10} rx={3} fill="#92400e" />
      <path d="M40 272 v 20 M150 272 v 20" stroke="#78350f" strokeWidth={6} />
      <rect x={370} y={262} width={90} height={10} rx={3} fill="#92400e" />
      <path d="M378 272 v 20 M452 272 v 20" stroke="#78350f" strokeWidth={6} />
      <circle cx={60} cy={40} r={22} fill="#fde68a" />
    </>
  ),
  'commons-dining': () => (
    <>
      <rect width={W} height={H} fill="#fef9c3" />
      <rect y={240} width={W} height={80} fill="#d6d3d1" />
      <rect x={360} y={60} width={70} height={170} rx={8} fill="#e2e8f0" stroke="#64748b" strokeWidth={3} />
      <rect x={370} y={30} width={50} height={40} rx={10} fill="#7dd3fc" opacity={0.9} />
      <rect x={380} y={120} width={30} height={8} rx={2} fill="#0ea5e9" />
      <rect x={385} y={150} width={20} height={26} rx={3} fill="#ffffff" stroke="#64748b" strokeWidth={2} />
      <rect x={20} y={190} width={320} height={14} rx={4} fill="#92400e" />
      <rect x={40} y={204} width={12} height={80} fill="#78350f" />
      <rect x={308} y={204} width={12} height={80} fill="#78350f" />
      {[60, 160, 250].map((x, i) => (
        <g key={x}>
          {[0, 1, 2].map((level) => (
            <rect key={level} x={x} y={168 - level * 22} width={54} height={22} rx={5} fill="#cbd5e1" stroke="#64748b" strokeWidth={2} />
          ))}
          <path d={`M${x + 8} ${124} q 19 -22 38 0`} fill="none" stroke="#64748b" strokeWidth={4} />
          <rect x={x + 4} y={128} width={46} height={4} fill={['#e11d48', '#16a34a', '#7c3aed'][i]} />
        </g>
      ))}
      <ellipse cx={130} cy={186} rx={22} ry={5} fill="#ffffff" stroke="#94a3b8" strokeWidth={2} />
      <ellipse cx={226} cy={186} rx={22} ry={5} fill="#ffffff" stroke="#94a3b8" strokeWidth={2} />
    </>
  ),
};

import type { Dashboard } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'
import { useEffect, useRef } from 'react'

import { compactVnd, shortDay } from './dashboard-format'

// Only the pieces a bar chart needs: the rest of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip)

// brand-600 of app.css
const BAR_COLOUR = '#0d8565'

export default function RevenueChartCanvas({
  days,
  label,
}: {
  days: Dashboard['revenue_by_day']
  label: string
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (!canvas.current) return
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: days.map((day) => shortDay(day.date)),
        datasets: [
          {
            label: 'Doanh thu',
            data: days.map((day) => day.revenue),
            backgroundColor: BAR_COLOUR,
            borderRadius: 4,
            maxBarThickness: 40,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { grid: { display: false } },
          y: { beginAtZero: true, ticks: { callback: (value) => compactVnd(Number(value)) } },
        },
        plugins: {
          tooltip: {
            callbacks: {
              title: (items) => shortDay(days[items[0]?.dataIndex ?? 0]?.date ?? '', true),
              label: (item) => {
                const day = days[item.dataIndex]
                return day ? `${formatVnd(day.revenue)} · ${day.orders} đơn` : ''
              },
            },
          },
        },
      },
    })
    return () => chart.destroy()
  }, [days])
  return (
    <canvas ref={canvas} role="img" aria-label={label}>
      {label}
    </canvas>
  )
}

import type { Service } from '@/payload-types'

type ServiceSeed = Pick<Service, 'icon' | 'title' | 'description'>

const list = (audience: Service['audience'], firstOrder: number, items: ServiceSeed[]) =>
  items.map((item, index) => ({ ...item, audience, order: firstOrder + index }))

export const services = [
  ...list('business', 1, [
    {
      icon: 'monitor',
      title: 'Managed IT Services',
      description:
        'Around-the-clock monitoring of your computers, servers and network, with problems fixed before they slow you down. No long-term contracts.',
    },
    {
      icon: 'shield-check',
      title: 'Cybersecurity Solutions',
      description:
        'Firewalls, antivirus, email filtering and staff training that keep ransomware, scams and data theft out of your business.',
    },
    {
      icon: 'file-check',
      title: 'Compliance Services',
      description:
        'HIPAA and industry compliance made plain: risk assessments, policies and the technical safeguards auditors look for.',
    },
    {
      icon: 'lightbulb',
      title: 'IT Consulting',
      description:
        'Honest advice on technology plans, budgets and purchases from people who know local businesses and visit you onsite.',
    },
    {
      icon: 'globe',
      title: 'Website Design',
      description:
        'Mobile-friendly websites that load fast, rank well in search and turn visitors into phone calls.',
    },
    {
      icon: 'smartphone',
      title: 'Application Development',
      description:
        'Custom software, web and mobile apps built around the way your business works, with support after launch.',
    },
  ]),
  ...list('home', 11, [
    {
      icon: 'laptop',
      title: 'PC & Mac Repair',
      description:
        'Slow, broken or infected computers repaired and tuned up, with everything explained in plain language.',
    },
    {
      icon: 'wifi',
      title: 'Home Networking & Wi-Fi',
      description:
        'Reliable Wi-Fi in every room, with routers, extenders and smart devices set up securely.',
    },
    {
      icon: 'printer',
      title: 'Printers & Scanners',
      description:
        'New printers installed and stubborn ones made to print and scan again from every device.',
    },
    {
      icon: 'hard-drive',
      title: 'Data Backup & Recovery',
      description:
        'Family photos and documents backed up automatically, and recovered when a drive fails.',
    },
  ]),
]

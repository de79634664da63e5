import { HomeHero } from '../components/home/home-hero'
import { SectionLinks } from '../components/home/section-links'
import { useCurrentUser } from '../features/auth/api/get-current-user'
import { useWebsiteSettings } from '../features/settings/api/get-website-settings'
import { pageMeta, siteMetaFrom } from '../lib/meta'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches)

// A useful front door until the catalogue issue replaces it with products.
export default function Home() {
  const site = siteMetaFrom(useWebsiteSettings())
  const user = useCurrentUser()
  return (
    <>
      <HomeHero siteName={site.name} description={site.description} userName={user?.name ?? null} />
      <SectionLinks siteName={site.name} />
    </>
  )
}

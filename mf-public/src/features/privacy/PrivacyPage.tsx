import { PageFrame } from 'shared-ui/PageFrame';
import { Link } from 'shared-ui/router';
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { formatPhone, phoneHref } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { WithClinicProfile } from '../../lib/clinic/WithClinicProfile';
import { formatAddress, mailtoHref } from '../../lib/clinic/contact-details';
import { collectedInformation, privacyPolicyUpdated, privacyRights, retentionPeriods, staffAccessByRole } from './privacy-content';
import './privacy.css';

/** The privacy policy required by Quebec's Law 25 (route /confidentialite). */
export function PrivacyPage() {
  return (
    <WithClinicProfile unavailable="La politique de confidentialité ne peut pas être affichée pour le moment.">
      {(profile) => <PrivacyPolicy profile={profile} />}
    </WithClinicProfile>
  );
}

function PrivacyPolicy({ profile }: { profile: ClinicProfile }) {
  const officer = profile.privacyOfficer;
  // An officer without a phone of their own is reached through the clinic's.
  const officerPhone = officer.phone || profile.phone;
  return (
    <PageFrame title="Politique de confidentialité" site={profile.clinicName} className="privacy">
      <p className="privacy-updated">Dernière mise à jour : {privacyPolicyUpdated}</p>
      <p>
        {profile.clinicName} protège les renseignements personnels que vous lui confiez. Cette politique explique simplement quels
        renseignements nous recueillons, pourquoi, où et combien de temps nous les conservons, et comment exercer vos droits, conformément à
        la Loi sur la protection des renseignements personnels dans le secteur privé, modifiée par la Loi 25.
      </p>

      <section aria-labelledby="privacy-responsable">
        <h2 id="privacy-responsable">Personne responsable de la protection des renseignements personnels</h2>
        <p>
          La personne responsable de la protection des renseignements personnels de la clinique est <strong>{officer.name}</strong>
          {officer.title ? `, ${officer.title}` : ''}. Pour toute question, demande ou plainte concernant vos renseignements, vous pouvez la
          joindre :
        </p>
        <ul>
          <li>
            par courriel : <a href={mailtoHref(officer.email)}>{officer.email}</a>
          </li>
          <li>
            par téléphone : <a href={phoneHref(officerPhone)}>{formatPhone(officerPhone)}</a>
          </li>
          <li>
            par la poste : {profile.clinicName}, à l'attention de la personne responsable de la protection des renseignements personnels,{' '}
            {formatAddress(profile.address)}
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-collecte">
        <h2 id="privacy-collecte">Ce que nous recueillons et pourquoi</h2>
        <p>
          Nous recueillons seulement les renseignements nécessaires, directement auprès de vous ou, pour un enfant de moins de 14 ans,
          auprès de son parent ou de son tuteur. Nous les utilisons uniquement aux fins indiquées ci-dessous; ils ne sont jamais vendus ni
          utilisés à des fins publicitaires.
        </p>
        <dl className="privacy-list">
          {collectedInformation.map((item) => (
            <div key={item.what}>
              <dt>{item.what}</dt>
              <dd>
                <p>{item.details}</p>
                <p>
                  <span className="privacy-label">Pourquoi : </span>
                  {item.why}
                </p>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="privacy-conservation">
        <h2 id="privacy-conservation">Où vos renseignements sont conservés</h2>
        <p>
          Vos renseignements sont conservés au Canada, au Québec, sur les serveurs de la clinique. Les échanges avec le site sont chiffrés.
          Une copie de sauvegarde de la base de données est faite chaque jour; elle est chiffrée, et la clé qui permet de la lire est gardée
          à part.
        </p>
        <p>Nous ne communiquons vos renseignements à personne sans votre consentement, sauf dans les cas prévus par la loi.</p>
      </section>

      <section aria-labelledby="privacy-acces">
        <h2 id="privacy-acces">Qui y a accès</h2>
        <p>
          Seules les personnes qui en ont besoin dans le cadre de leurs fonctions y ont accès, chacune selon son rôle, et toutes sont tenues
          à la confidentialité; les chiropraticiens sont en outre tenus au secret professionnel. L'accès du personnel est protégé par une
          authentification à deux facteurs, et chaque consultation ou modification d'un dossier est inscrite dans un journal.
        </p>
        <dl className="privacy-list">
          {staffAccessByRole.map((item) => (
            <div key={item.who}>
              <dt>{item.who}</dt>
              <dd>{item.sees}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="privacy-duree">
        <h2 id="privacy-duree">Combien de temps nous les conservons</h2>
        <dl className="privacy-list">
          {retentionPeriods.map((item) => (
            <div key={item.what}>
              <dt>{item.what}</dt>
              <dd>{item.period}</dd>
            </div>
          ))}
        </dl>
        <p>Au terme de ces délais, les renseignements sont détruits de façon sécuritaire ou rendus anonymes.</p>
      </section>

      <section aria-labelledby="privacy-droits">
        <h2 id="privacy-droits">Vos droits</h2>
        <p>Vous pouvez en tout temps :</p>
        <ul>
          {privacyRights.map((item) => (
            <li key={item.right}>
              {item.right} — réponse dans les {item.days} jours.
            </li>
          ))}
        </ul>
        <p>
          Pour exercer un droit, utilisez le portail patient (« Télécharger mes données » vous remet vous-même une copie de vos
          renseignements, et vous pouvez y demander une correction), ou écrivez à la personne responsable indiquée plus haut. Les délais
          comptent à partir de la réception de votre demande : 20 jours pour votre dossier, comme le prévoit le code de déontologie des
          chiropraticiens, et 30 jours pour toute autre demande. Si la réponse ne vous satisfait pas, vous pouvez porter plainte auprès de
          la <a href="https://www.cai.gouv.qc.ca/">Commission d'accès à l'information du Québec</a>.
        </p>
      </section>

      <section aria-labelledby="privacy-suivi">
        <h2 id="privacy-suivi">Témoins et outils de suivi</h2>
        <p>
          Le site n'utilise aucun outil de suivi ni témoin (cookie) publicitaire de tiers. Seuls des témoins essentiels servent à maintenir
          votre session lorsque vous vous connectez au portail patient. Certaines préférences d'affichage, comme la fermeture de la barre de
          rendez-vous, sont mémorisées dans votre navigateur le temps de la visite et ne nous sont pas transmises.
        </p>
      </section>

      <section aria-labelledby="privacy-carte">
        <h2 id="privacy-carte">La carte Google Maps</h2>
        <p>
          La carte de la section Contact est le seul contenu d'un tiers sur le site. Fournie par Google, elle ne se charge que lorsque vous
          faites défiler la page d'accueil jusqu'à cette section. Google reçoit alors des données techniques, comme votre adresse IP et le
          type de votre navigateur, selon ses propres règles de confidentialité. Si vous préférez l'éviter, l'adresse de la clinique est
          aussi indiquée en texte.
        </p>
      </section>

      <section aria-labelledby="privacy-incident">
        <h2 id="privacy-incident">Incident de confidentialité</h2>
        <p>
          Tout incident de confidentialité (perte, accès ou communication non autorisés) est inscrit dans notre registre des incidents,
          conservé au moins 5 ans. Nous prenons sans tarder les mesures pour réduire le risque, et si un incident présente un risque de
          préjudice sérieux, nous en avisons la Commission d'accès à l'information et les personnes concernées, comme le prévoit la loi.
        </p>
      </section>

      <section aria-labelledby="privacy-modifications">
        <h2 id="privacy-modifications">Modifications</h2>
        <p>Toute modification importante de cette politique est publiée sur cette page, avec sa date de mise à jour.</p>
        <p>
          <Link to={paths.home.build()}>Retour à l'accueil</Link>
        </p>
      </section>
    </PageFrame>
  );
}

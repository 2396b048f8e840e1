// Product page copy (English). The shape is in types.ts and the Korean text in ko.ts: keep the two files'
// items in the same number and order.
import type { ProductsCopy } from './types.ts';

export const en: ProductsCopy = {
  overview: {
    title: 'Analytics platform overview',
    description:
      'From data collection to model development, deployment and operation in one place: the enterprise analytics and machine-learning platform and Analytics Studio.',
    lead: 'An enterprise analytics platform that joins data preparation, analysis, machine learning and deployment in one flow.',
    intro: [
      'The analytics platform gathers and cleans scattered business data, builds analytical models without code or together with Python and R, and deploys and runs the validated models in your business systems, all from one workspace.',
      'You design workflows in Analytics Studio, the desktop tool, while the server-side machine-learning engine and the Data Hub handle large-scale processing, training and deployment. Business analysts, data scientists and IT operations work on the same results.',
      'Pre-built models and customer success stories for 18 industries, from manufacturing and finance to retail and the public sector, can be imported and adapted to your data, so a first analytics project starts in days rather than weeks.',
    ],
    capabilities: [
      {
        title: 'Visual workflow design',
        text: 'Connect nodes for reading data, preprocessing, training, evaluation and deployment to see and reuse the whole analysis at a glance. Node groups and notes keep complex flows readable.',
      },
      {
        title: 'Automated machine learning (AutoML)',
        text: 'For classification, regression, clustering and time-series forecasting, AutoML selects algorithms and searches hyperparameters, then compares the candidates on the same criteria.',
      },
      {
        title: 'Code and no-code together',
        text: "Python and R script nodes bring custom logic into a workflow, so the analyst's visual work and the data scientist's code meet in one flow.",
      },
      {
        title: 'Governance and security',
        text: 'Project and data permissions, activity history and model versioning, connected to your directory (LDAP, SAML), show who built which model from which data.',
      },
      {
        title: 'Deployment and monitoring',
        text: 'Deploy validated models as REST APIs or batch jobs, and monitor prediction drift and performance decay to know when to retrain.',
      },
      {
        title: 'Pre-built models and stories',
        text: 'Download proven model templates such as equipment failure, customer churn and demand forecasting from the portal and open them straight in Studio.',
      },
    ],
    workflow: [
      { title: 'Connect', text: 'Connect databases, files, cloud storage and business systems to the Data Hub and manage them in its catalogue.' },
      {
        title: 'Prepare',
        text: 'Handle missing values and outliers, derive features and join data with workflow nodes, checking quality indicators as you go.',
      },
      { title: 'Model', text: 'Train with AutoML or algorithms of your choice, then pick the best model with cross-validation and evaluation reports.' },
      { title: 'Deploy', text: 'Publish the chosen model as an API or a scheduled batch and deliver results to business systems and dashboards.' },
      { title: 'Operate', text: 'Monitor performance and data changes, get alerts when they leave their bounds, and retrain and redeploy.' },
    ],
    audiences: [
      { title: 'Business analysts', text: 'Prepare data and build predictive models on screen without coding, and use them in everyday decisions.' },
      { title: 'Data scientists', text: 'Combine Python and R with AutoML, track experiments and hand validated models to production quickly.' },
      {
        title: 'IT and data operations',
        text: 'Manage permissions, resources and deployment history in one place and run the platform to your security standards.',
      },
      { title: 'Decision makers', text: 'Follow analysis results and model performance on dashboards and measure the impact of data initiatives.' },
    ],
    integrations: [
      'Relational databases: Oracle, PostgreSQL, MySQL, SQL Server, Tibero',
      'Hadoop (HDFS, Hive), Spark and Kafka streams',
      'Amazon S3, Azure Blob Storage, Google Cloud Storage',
      'CSV, Excel, Parquet and JSON files and shared network folders',
      'Python and R scripts and Jupyter notebooks',
      'Single sign-on with LDAP, Active Directory and SAML 2.0',
    ],
    deployment: [
      { title: 'On-premises', text: 'Install on servers in your data centre so data never leaves your network; air-gapped installation is supported.' },
      { title: 'Private cloud', text: 'Deploy on Kubernetes in your AWS, Azure or regional cloud account and scale resources elastically.' },
      { title: 'Managed service', text: 'A subscription in which our specialists run and upgrade the platform, so your team can focus on analysis.' },
    ],
    faq: [
      {
        question: 'Where do we start?',
        answer:
          'Download Analytics Studio from the download page and start the free 60-day trial. Importing one pre-built model and training it on your own data is the quickest way to learn the platform.',
      },
      {
        question: 'How do versions 4.x and 3.x differ?',
        answer:
          'Version 4 adds Kubernetes deployment, AutoML time-series forecasting and model monitoring. 3.x customers can carry their work over by following the upgrade guide in the 3.x manual.',
      },
      {
        question: 'Does our data leave our environment?',
        answer:
          'With on-premises and private cloud deployments, all data and models stay in your environment. The portal only keeps account details and download history.',
      },
    ],
  },
  machineLearning: {
    title: 'Machine learning',
    description:
      'AutoML, around 50 algorithms, model evaluation, deployment and performance monitoring: the machine-learning capabilities of the analytics platform.',
    lead: 'From problem definition to a model in production, machine learning that is fast and verifiable at every step.',
    intro: [
      'The machine-learning module offers around 50 algorithms for classification, regression, clustering, anomaly detection, time-series forecasting, recommendation and deep-learning image analysis, and compares candidate models on the same data and the same criteria to find the right one.',
      'AutoML studies the data and searches combinations of preprocessing, algorithms and hyperparameters automatically. The result is no black box: an evaluation report with feature importance, SHAP values, confusion matrices and residual analysis lets you explain it to the business.',
      'Trained models are stored with their versions, deployed as REST APIs or batches, and when data distributions or prediction quality shift in production, the platform alerts you and proposes retraining.',
    ],
    capabilities: [
      {
        title: 'Around 50 algorithms',
        text: 'XGBoost, LightGBM, random forests, SVM, KNN, ARIMA, RNN and CNN and more as nodes, using the same codes as the pre-built model filters.',
      },
      {
        title: 'AutoML and experiment tracking',
        text: "Set a time budget and a metric, and candidates train in parallel; every experiment's settings and results are recorded so any run can be reproduced.",
      },
      {
        title: 'Time-series forecasting',
        text: 'Automatic seasonality detection, holiday and promotion effects and batch training of many series forecast demand, sales and equipment indicators per item.',
      },
      {
        title: 'Explainable AI',
        text: 'Feature importance, SHAP and partial dependence plots show why a prediction was made, so model decisions can be explained even in regulated industries.',
      },
      { title: 'Model evaluation reports', text: 'Export reports with accuracy, AUC, F1, RMSE and their charts as PDF for review and approval.' },
      { title: 'MLOps', text: 'A model registry, approval steps, A/B deployment, drift detection and retraining pipelines keep production models healthy.' },
    ],
    workflow: [
      { title: 'Define the problem', text: 'Choose the target and the evaluation metric, and look for a similar task among the pre-built models.' },
      { title: 'Prepare training data', text: 'Load datasets from the Data Hub, split training, validation and test periods, and rebalance skewed classes.' },
      { title: 'Train and compare', text: 'Train with AutoML or chosen algorithms and compare candidates on the leaderboard.' },
      { title: 'Validate and approve', text: 'Review the evaluation report and explanations, then register the approved model in the registry.' },
      { title: 'Deploy and monitor', text: 'Deploy as an API or batch, watch performance and data changes, and retrain when needed.' },
    ],
    audiences: [
      { title: 'Manufacturing', text: 'Predict equipment failure and process defects and analyse inspection images to raise uptime and yield.' },
      { title: 'Finance and insurance', text: 'Run credit scoring, fraud detection and claims fraud models in an explainable way.' },
      { title: 'Retail and services', text: 'Optimise stock and marketing spend with demand forecasting, churn prediction and recommendations.' },
      { title: 'Public sector and energy', text: 'Improve operations with power demand forecasts, inspection priorities and request classification.' },
    ],
    integrations: [
      'Import and export Python models (scikit-learn, PyTorch, TensorFlow)',
      'Model exchange in ONNX and PMML',
      'REST and gRPC prediction services',
      'Real-time scoring of Kafka streams',
      'Results delivered to BI tools such as Tableau and Power BI',
      'GPU servers and Kubernetes training resources',
    ],
    deployment: [
      { title: 'Real-time API', text: 'Models are packaged as containers behind a REST API that scales with the request volume.' },
      { title: 'Scheduled batch', text: 'Score the target data daily or hourly and write the results to a database or files.' },
      {
        title: 'Edge deployment',
        text: 'Deploy lightweight models to on-site servers in plants or stores, so predictions continue when the network does not.',
      },
    ],
    faq: [
      {
        question: 'Can we build models without writing code?',
        answer:
          "Yes. In Studio's AutoML wizard you choose the data and the target, and everything from preprocessing to the evaluation report is built for you. You can open the generated workflow and adjust any step.",
      },
      {
        question: 'Can we deploy our own Python models?',
        answer: 'scikit-learn, PyTorch and TensorFlow models can be imported and versioned, deployed and monitored like models built on the platform.',
      },
      {
        question: 'Do we need GPUs for training?',
        answer: 'CPUs are enough for tabular data. For image and deep-learning tasks, connecting GPU nodes shortens training considerably.',
      },
    ],
  },
  dataHub: {
    title: 'Data Hub',
    description:
      'The Data Hub connects and cleans internal and external data and manages it as analysis-ready datasets, with a catalogue, quality rules, pipelines and access control.',
    lead: 'Turn scattered data into datasets people can find, trust and analyse right away.',
    intro: [
      'The Data Hub connects databases, files, cloud storage and streams in one place, and manages a catalogue with metadata so analysts can search for the data they need and use it at once.',
      'Ingestion pipelines load data on a schedule or on change, and quality rules check for missing values, duplicates and out-of-range values, alerting the owner when something is wrong. Curated datasets are versioned, so you can trace which data, as of which moment, trained which model.',
      'Personal and sensitive information is protected with column masking and access policies, and every read and export is logged for audits.',
    ],
    capabilities: [
      { title: 'Data catalogue', text: 'See descriptions, owners, refresh cycles and usage of tables and files at a glance, and search by keyword and tag.' },
      {
        title: 'Ingestion pipelines',
        text: 'Set up batch, incremental and real-time ingestion with more than 60 connectors; failed jobs are retried automatically.',
      },
      {
        title: 'Data quality',
        text: 'Define rules for missing rates, duplicates, allowed ranges and referential integrity, and follow quality scores on a dashboard.',
      },
      { title: 'Dataset versioning', text: 'Keep analysis datasets as snapshots to reproduce exactly the data a model was trained on.' },
      { title: 'Security and privacy', text: 'Column masking, row-level access policies and pseudonymisation let sensitive data be used safely in analysis.' },
      { title: 'Data lineage', text: 'Trace the flow from source data to curated datasets, models and dashboards as a graph.' },
    ],
    workflow: [
      { title: 'Connect', text: 'Register the source systems and choose the tables and files to ingest.' },
      { title: 'Ingest', text: 'Load data on a schedule or on events, and cut processing time with incremental loads.' },
      { title: 'Clean and validate', text: 'Standardise values, map codes and run quality rules to make the data analysis-ready.' },
      { title: 'Share', text: 'Publish datasets in the catalogue and grant access, so Studio and BI tools can use them directly.' },
    ],
    audiences: [
      { title: 'Data engineers', text: 'Build ingestion and cleaning pipelines without code and manage failures and delays in one place.' },
      { title: 'Analysts and data scientists', text: 'Find the data you need yourself, check its reliability and freshness, and start analysing.' },
      { title: 'Data governance and security', text: 'Manage data owners, access rights and personal-data processing, and review the audit trail.' },
    ],
    integrations: [
      'Oracle, PostgreSQL, MySQL, SQL Server, Tibero, SAP HANA',
      'Hadoop (HDFS, Hive), Spark, Kafka',
      'Amazon S3, Azure Data Lake Storage, Google Cloud Storage',
      'Business system APIs such as SAP ERP and Salesforce',
      'CSV, Excel, Parquet, JSON and XML files',
      'Analytics Studio, the machine-learning module and popular BI tools',
    ],
    deployment: [
      { title: 'On-premises', text: 'Install on your own servers to ingest and clean data inside the same network as its sources.' },
      { title: 'Hybrid', text: 'Run ingestion agents close to the sources while cleaning and the catalogue run in the cloud.' },
      { title: 'Cloud', text: 'Process on object storage and Kubernetes in your cloud account, scaling resources as needed.' },
    ],
    faq: [
      {
        question: 'Do we have to replace our data warehouse?',
        answer: 'No. The Data Hub connects your existing warehouse and data lake as sources and adds a catalogue and quality management on top.',
      },
      {
        question: 'Can we analyse data that contains personal information?',
        answer: 'Create pseudonymised datasets with column masking for analysts, and restrict access to the originals to approved owners.',
      },
      {
        question: 'Does it handle real-time data?',
        answer:
          'The Kafka connector ingests streams and refreshes datasets by the minute, and connects them to real-time scoring in the machine-learning module.',
      },
    ],
  },
};
